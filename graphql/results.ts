// The shape of each operation's answer and variables, as zod schemas: parsed once at the CMS
// door (lib/cms/query.ts), and the variables checked again where the browser's queries come
// in (lib/cms/proxy.ts). Lenient on purpose: a field of the wrong type becomes null and the
// reshaper's default applies; one odd field never costs the whole page.
import { z } from 'zod';
import { SITE_TEXT_DEFAULTS, type SiteTextKey } from '../lib/constants';
import { FORM_TEXT_KEYS, type FormTextKey } from '../lib/cms/formTexts';

const SITE_TEXT_KEYS = Object.keys(SITE_TEXT_DEFAULTS) as SiteTextKey[];

const text = z.string().nullish().catch(null);
const num = z.number().nullish().catch(null);
const id = z.union([z.string(), z.number()]).nullish().catch(null);
/**
 * Markdown or Strapi blocks; lib/cms/entries.ts decides what it can render. Optional: zod 4
 * requires an object's z.unknown() key, so an answer without it lost its whole entry.
 */
const richText = z.unknown().optional();

const obj = <S extends z.ZodRawShape>(shape: S) => z.object(shape).nullish().catch(null);
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().catch(null);
/** v4 single type or relation: `{ data: { id, attributes } }`. */
const single = <S extends z.ZodRawShape>(shape: S) => obj({ data: obj({ id, attributes: obj(shape) }) });
/** v4 collection: `{ data: [{ id, attributes }] }`. */
const collection = <S extends z.ZodRawShape>(shape: S) => obj({ data: list(obj({ id, attributes: obj(shape) })) });

const media = single({ url: text, alternativeText: text, width: num, height: num });
const seo = obj({ metaTitle: text, metaDescription: text, ogImage: media });
const faqs = list(obj({ question: text, answer: richText }));
const contacts = { email: text, whatsappNumber: text, phoneNumber: text };
const menu = list(obj({ id, subMenuName: text, subMenuLink: text, target: text }));
const footerLinks = list(obj({ id, name: text, link: text, tag: text, target: text, additionalClass: text }));
const button = obj({ buttonName: text, buttonLink: text });
/** Lead-source values an entry or CTA block gives its leads. */
const leadSource = obj({ source: text, sub_source: text, channel: text, oldSource: text });
const file = single({ url: text, name: text });
const cta = obj({ text, buttonName: text, link: text, leadSource });

// A site path or a slug: short, plain characters, so no variable can carry a query of its own.
const sitePath = z.string().max(200).regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path');
const slug = z.string().max(100).regex(/^[A-Za-z0-9_-]+$/, 'must be a slug');
export const noVariables = z.object({}).strict();
/**
 * The draft-capable documents' `$status` (lib/cms/apollo.ts DRAFT_STATUS): the browser's Apollo
 * sends its default, PUBLISHED; /api/graphql refuses anything else, so no outsider asks for drafts.
 */
const published = { status: z.literal('PUBLISHED').optional() };
export const publishedVariables = z.object(published).strict();

export const popUpResult = z.object({
  popUps: collection({ slug: text, sectionTitle: text, sectionCaption: text, marketingLine: text, slugText: text, backgroundImage: media }),
});
export const popUpVariables = z.object({ slug, ...published }).strict();

export const headerButtonResult = z.object({
  b2CComponant: single({
    freeDemoClassButton: obj({ buttonName: text, headerPhoneNumber: text, admissionemailForHeader: text, whatsappNumberForHeader: text }),
  }),
});
export const referAndEarnResult = z.object({ b2CComponant: single({ referAndEarn: button }) });
export const marketingHeaderResult = z.object({ b2cMarketingHeader: single(contacts), b2bMarketingHeader: single(contacts) });
export const marketingContactsResult = z.object({ marketingContacts: collection({ key: text, ...contacts }) });

export const navigationResult = z.object({
  navigation: single({
    blogLink: text, topLinks: menu, coursesMenu: menu, freeResourcesMenu: menu, organizationsMenu: menu, freeOnlineCoursesButton: button,
  }),
});

/** The consent notice under every lead form. */
export const consentNoticeResult = z.object({
  consentNotice: single({
    text, version: text, optInLabel: text, adMeasurementLabel: text, privacyLinkLabel: text, dataRightsLinkLabel: text,
  }),
});

export const enterpriseNavigationResult = z.object({ enterpriseNavigation: single({ demoButton: text, menu }) });

export const footerResult = z.object({
  footer: single({
    address: text, playStoreLink: text, appStoreLink: text,
    cta: obj({ description: text, reserveText: text, buttonName: text, buttonLink: text }),
    courseLinks: footerLinks, onlineCourseLinks: footerLinks, skillTests: footerLinks, blogLinks: footerLinks, companyLinks: footerLinks,
    socialLinks: list(obj({ id, name: text, link: text, image: media })),
  }),
});

export const courseByPathResult = z.object({
  courses: collection({
    path: text, category: text, title: text, tagline: text, duration: text, mode: text, nextBatch: text, updatedAt: text,
    enquireButton: text, downloadButton: text, cta,
    heroImage: media,
    highlights: list(obj({ title: text, description: text })),
    curriculum: list(obj({ title: text, topics: text })),
    tools: list(obj({ name: text })),
    eligibility: richText,
    outcomes: list(obj({ label: text, value: text })),
    faqs, curriculumDownloadId: text, curriculumDocument: file, leadSource, seo,
    fee: num, feeCurrency: text, feeNote: text, weeks: num, hoursPerWeek: num,
    batches: list(obj({ startDate: text, mode: text, seatsLeft: num })),
  }),
});
export const pageByPathResult = z.object({
  pages: collection({
    path: text, title: text, intro: text, updatedAt: text,
    sections: list(obj({ heading: text, body: richText, anchor: text, image: media })),
    heroButton: text, faqs, cta,
    documents: list(obj({ downloadId: text, title: text, description: text, file })), leadSource, seo,
  }),
});
const siteTextFields = Object.fromEntries(SITE_TEXT_KEYS.map((k) => [k, text])) as Record<SiteTextKey, typeof text>;
export const siteTextsResult = z.object({ siteText: single(siteTextFields) });
const formTextFields = Object.fromEntries(FORM_TEXT_KEYS.map((k) => [k, text])) as Record<FormTextKey, typeof text>;
export const formTextsResult = z.object({ formText: single(formTextFields) });
export const byPathVariables = z.object({ path: sitePath, ...published }).strict();

const routeList = collection({ path: text, updatedAt: text });
export const contentRoutesResult = z.object({ courses: routeList, pages: routeList });
export const courseCardsResult = z.object({
  courses: collection({ path: text, category: text, title: text, tagline: text, duration: text, mode: text }),
});
export const redirectsResult = z.object({ redirects: collection({ from: text, to: text, permanent: z.boolean().nullish().catch(null) }) });
export const testimonialsResult = z.object({ testimonials: collection({ name: text, role: text, company: text, quote: text }) });

export type NoVariables = z.infer<typeof noVariables>;
export type PopUpData = z.infer<typeof popUpResult>;
/** What the server may ask: a draft too (the admin's Preview); the browser's requests are checked by the schemas above. */
type DraftStatus = { status?: 'DRAFT' | 'PUBLISHED' };
export type PopUpVariables = Omit<z.infer<typeof popUpVariables>, 'status'> & DraftStatus;
export type HeaderButtonData = z.infer<typeof headerButtonResult>;
export type ReferAndEarnData = z.infer<typeof referAndEarnResult>;
export type MarketingHeaderData = z.infer<typeof marketingHeaderResult>;
export type MarketingContactsData = z.infer<typeof marketingContactsResult>;
export type NavigationData = z.infer<typeof navigationResult>;
export type FooterData = z.infer<typeof footerResult>;
export type ConsentNoticeData = z.infer<typeof consentNoticeResult>;
export type EnterpriseNavigationData = z.infer<typeof enterpriseNavigationResult>;
export type CourseByPathData = z.infer<typeof courseByPathResult>;
export type PageByPathData = z.infer<typeof pageByPathResult>;
export type SiteTextsData = z.infer<typeof siteTextsResult>;
export type FormTextsData = z.infer<typeof formTextsResult>;
export type ByPathVariables = Omit<z.infer<typeof byPathVariables>, 'status'> & DraftStatus;
export type ContentRoutesData = z.infer<typeof contentRoutesResult>;
export type CourseCardsData = z.infer<typeof courseCardsResult>;
export type TestimonialsData = z.infer<typeof testimonialsResult>;
export type RedirectsData = z.infer<typeof redirectsResult>;
