// What the CMS gives a page's layout (header, menus, footer, contacts, consent notice, site
// texts, popups): the reshapers from Strapi's `data.attributes` nesting to plain typed objects,
// each field falling back to its default. Browser-safe, and kept free of the CMS client: `_app`
// takes its empty layout from here (EMPTY_LAYOUT_CONTENT, NO_TEXTS).
import type { LayoutQuery } from '../../graphql/generated';
import { attributes, attributesList, list, optional, safeHref, str, texts, toMedia, type AttributesOf } from './fields';
import { CONSENT_DEFAULTS, POPUP_SLUGS } from '../constants';
// Type only: the form texts' defaults must not follow this module into first-load JavaScript.
import type { FormTexts } from './formTexts';
import type {
  ButtonLink, ConsentNotice, ContactData, ContactSet, FooterContent, FooterLink, HeaderButton, LayoutContent, MenuItem, Navigation, PopUp,
  SocialLink, SiteTexts,
} from './types';

/** The layout's one answer (graphql/queries.ts LAYOUT), or what of it came: each reshaper reads its own part. */
export type LayoutAnswer = Partial<LayoutQuery> | null;

/** No words: every key reads ''. The seed's site texts stay on the server (./defaults.ts), out of
 *  first-load JavaScript (2.6 kB gz of `_app`); a render that has no page props has empty
 *  menus and no words alike. */
export const NO_TEXTS = new Proxy({}, { get: () => '' }) as SiteTexts;

/** For a render without page props only (a crash in the browser): every page's data loading gives
 *  its layout content, the seed's words where the CMS gives none (./defaults.ts, server side: the
 *  seed's menus and footer stay out of the browser's first-load JavaScript). */
export const EMPTY_LAYOUT_CONTENT: LayoutContent = {
  headerButton: { buttonName: '', headerPhoneNumber: '', admissionemailForHeader: '', whatsappNumberForHeader: '' },
  referAndEarn: { buttonName: '', buttonLink: '' },
  navigation: {
    blogLink: '/', topLinks: [], coursesMenu: [], freeResourcesMenu: [], organizationsMenu: [], freeOnlineCoursesButton: { buttonName: '', buttonLink: '' },
  },
  footer: {
    address: '', playStoreLink: '', appStoreLink: '', cta: { description: '', reserveText: '', buttonName: '', buttonLink: '' },
    courseLinks: [], onlineCourseLinks: [], skillTests: [], blogLinks: [], companyLinks: [], socialLinks: [],
  },
  contacts: null,
  consent: CONSENT_DEFAULTS,
  texts: NO_TEXTS,
};

// Parts of the answers, as their documents select them (types generated from the CMS's schema).
type NavigationAnswer = AttributesOf<LayoutQuery['navigation']>;
type FooterAnswer = AttributesOf<LayoutQuery['footer']>;
/** A part may be missing altogether when its parent is (`a?.topLinks`). */
type MenuAnswer = NavigationAnswer['topLinks'] | undefined;
type FooterLinksAnswer = FooterAnswer['courseLinks'] | undefined;
type ButtonAnswer = NavigationAnswer['freeOnlineCoursesButton'] | undefined;

/** Each word an entry of words gives, trimmed; an empty or missing one keeps the fallback's (the seed's). */
const toWords = <T extends Record<string, string>>(a: Partial<Record<keyof T, unknown>> | null | undefined, fallback: T): T =>
  texts(Object.keys(fallback), a ?? {}, fallback) as T;

function toMenu(items: MenuAnswer, fallback: MenuItem[]): MenuItem[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.subMenuLink);
    const name = str(raw.subMenuName);
    if (!href || !name) return [];
    const target = optional(raw.target);
    return [{ id: str(String(raw.id ?? ''), `m${i}`), subMenuName: name, subMenuLink: href, ...(target ? { target } : {}) }];
  });
  return out.length ? out : fallback;
}

function toFooterLinks(items: FooterLinksAnswer, fallback: FooterLink[]): FooterLink[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.link);
    const name = str(raw.name);
    if (!href || !name) return [];
    const extra: Partial<FooterLink> = {};
    for (const key of ['tag', 'target', 'additionalClass'] as const) {
      const value = optional(raw[key]);
      if (value) extra[key] = value;
    }
    return [{ id: str(String(raw.id ?? ''), `l${i}`), name, link: href, ...extra }];
  });
  return out.length ? out : fallback;
}

function toSocialLinks(items: FooterAnswer['socialLinks'] | undefined, fallback: SocialLink[]): SocialLink[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.link);
    const name = str(raw.name);
    return href && name ? [{ id: str(String(raw.id ?? ''), `s${i}`), name, link: href, image: toMedia(raw.image) }] : [];
  });
  return out.length ? out : fallback;
}

function toButton(raw: ButtonAnswer, fallback: ButtonLink): ButtonLink {
  return { buttonName: str(raw?.buttonName, fallback.buttonName), buttonLink: safeHref(raw?.buttonLink) ?? fallback.buttonLink };
}

export const toHeaderButton = (data: LayoutAnswer, fallback: HeaderButton): HeaderButton =>
  toWords(attributes(data?.b2CComponant)?.freeDemoClassButton, fallback);

export const toReferAndEarn = (data: LayoutAnswer, fallback: ButtonLink): ButtonLink =>
  toButton(attributes(data?.b2CComponant)?.referAndEarn, fallback);

/** The notice and its version go together: a lead records the version of the words it was shown,
 *  so a notice without either is not shown at all, the built-in one (with its version) is. */
export function toConsentNotice(data: LayoutAnswer, fallback: ConsentNotice): ConsentNotice {
  const a = attributes(data?.consentNotice);
  const text = str(a?.text);
  const version = str(a?.version);
  return text && version ? toWords(a, fallback) : fallback;
}

/** Spec §9: the contacts a marketing / M.Tech header shows. The two defaults come from the
 *  marketing-header single types (query 4); the path-specific sets from `marketingContacts`. */
export function toContactSet(
  set: ContactSet, data: LayoutAnswer, fallback: ContactData,
): ContactData {
  if (set === 'default-b2c') return toWords(attributes(data?.b2cMarketingHeader), fallback);
  if (set === 'default-b2b') return toWords(attributes(data?.b2bMarketingHeader), fallback);
  return toWords(attributesList(data?.marketingContacts).find((c) => c.key === set), fallback);
}

export function toNavigation(data: LayoutAnswer, fallback: Navigation): Navigation {
  const a = attributes(data?.navigation);
  return {
    blogLink: safeHref(a?.blogLink) ?? fallback.blogLink,
    topLinks: toMenu(a?.topLinks, fallback.topLinks),
    coursesMenu: toMenu(a?.coursesMenu, fallback.coursesMenu),
    freeResourcesMenu: toMenu(a?.freeResourcesMenu, fallback.freeResourcesMenu),
    organizationsMenu: toMenu(a?.organizationsMenu, fallback.organizationsMenu),
    freeOnlineCoursesButton: toButton(a?.freeOnlineCoursesButton, fallback.freeOnlineCoursesButton),
  };
}

export const toEnterpriseMenu = (data: LayoutAnswer, fallback: MenuItem[]): MenuItem[] =>
  toMenu(attributes(data?.enterpriseNavigation)?.menu, fallback);

export const toEnterpriseDemoButton = (data: LayoutAnswer, fallback: string): string =>
  str(attributes(data?.enterpriseNavigation)?.demoButton, fallback);

export function toFooter(data: LayoutAnswer, fallback: FooterContent): FooterContent {
  const a = attributes(data?.footer);
  const cta = a?.cta;
  return {
    address: str(a?.address, fallback.address),
    playStoreLink: safeHref(a?.playStoreLink) ?? fallback.playStoreLink,
    appStoreLink: safeHref(a?.appStoreLink) ?? fallback.appStoreLink,
    cta: { ...toWords(cta, fallback.cta), buttonLink: safeHref(cta?.buttonLink) ?? fallback.cta.buttonLink },
    courseLinks: toFooterLinks(a?.courseLinks, fallback.courseLinks),
    onlineCourseLinks: toFooterLinks(a?.onlineCourseLinks, fallback.onlineCourseLinks),
    skillTests: toFooterLinks(a?.skillTests, fallback.skillTests),
    blogLinks: toFooterLinks(a?.blogLinks, fallback.blogLinks),
    companyLinks: toFooterLinks(a?.companyLinks, fallback.companyLinks),
    socialLinks: toSocialLinks(a?.socialLinks, fallback.socialLinks),
  };
}

/** Spec §3: sectionCaption is split on a double-asterisk marker into plain and highlighted parts. */
export function splitCaption(caption: string): { plain: string; highlight: string } {
  const [plain, ...rest] = caption.split('**');
  return { plain, highlight: rest.join('').trim() };
}

/** The popup `slug` of the answer, or null when the CMS has none by that slug. */
export function toPopUp(data: LayoutAnswer, slug: string): PopUp | null {
  const a = attributesList(data?.popUps).find((p) => p.slug === slug);
  if (!a) return null;
  const { plain, highlight } = splitCaption(str(a.sectionCaption));
  return {
    ...texts(['slug', 'sectionTitle', 'marketingLine', 'slugText'], a, {}), captionPlain: plain, captionHighlight: highlight,
    backgroundImage: toMedia(a.backgroundImage),
  };
}

/** The popups while the CMS cannot answer: the seed's words (cms/seed/pop-up.json, equal by
 *  tests/unit/lib/cms/layoutContent.seed.test.ts), without the seed's background pictures. */
export const DEFAULT_POPUPS: Record<(typeof POPUP_SLUGS)[keyof typeof POPUP_SLUGS], PopUp> = {
  [POPUP_SLUGS.headerFreeDemoClass]: {
    slug: POPUP_SLUGS.headerFreeDemoClass, sectionTitle: 'Join Maven for a free Demo',
    captionPlain: 'Get trained by ', captionHighlight: 'industry experts',
    marketingLine: 'Join 4500+ alumni working as VLSI design, verification and physical design engineers at leading semiconductor companies.',
    slugText: 'RESERVE YOUR PLACE WITH US TODAY!', backgroundImage: null,
  },
  [POPUP_SLUGS.referAndEarn]: {
    slug: POPUP_SLUGS.referAndEarn, sectionTitle: 'Refer a friend to Maven',
    captionPlain: 'Share the course, ', captionHighlight: 'earn rewards',
    marketingLine: 'Know someone who wants a career in VLSI or embedded systems? Refer them to a Maven course and earn a reward when they enrol.',
    slugText: 'REFER NOW AND EARN!', backgroundImage: null,
  },
  [POPUP_SLUGS.enterpriseLead]: {
    slug: POPUP_SLUGS.enterpriseLead, sectionTitle: 'Talk to our corporate team',
    captionPlain: 'Tell us about your team and the skills you need; we call you back within one working day.', captionHighlight: '',
    marketingLine: '',
    slugText: '', backgroundImage: null,
  },
};

/** The site texts (siteText). */
export const toSiteTexts = (data: LayoutAnswer, fallback: SiteTexts): SiteTexts => toWords(attributes(data?.siteText), fallback);
/** The forms' words (formText). */
export const toFormTexts = (data: LayoutAnswer, fallback: FormTexts): FormTexts => toWords(attributes(data?.formText), fallback);
