// Reshapers: Strapi v4 `data.attributes` nesting in, plain typed objects out.
// Every field falls back to its default, so an empty field never breaks a page.
import { isSitePath } from '../links';
import { DEFAULT_CONTACTS } from './defaults';
import { mediaUrl } from './paths';
import type {
  ButtonLink, ConsentNotice, ContactData, ContactSet, FooterContent, FooterLink, HeaderButton, Media, MenuItem, Navigation, PopUp, SocialLink, SiteTexts,
} from './types';

type Json = Record<string, unknown> | null | undefined;

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
const optional = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
export const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : []);

/** `{data:{attributes:X}}` → X (single types, media). */
export function attributes(entity: unknown): Json {
  const data = (entity as { data?: { attributes?: Json } } | null | undefined)?.data;
  return data?.attributes ?? null;
}

/** `{data:[{attributes:X}]}` → X[] (collections). */
export function attributesList(collection: unknown): Record<string, unknown>[] {
  const data = (collection as { data?: unknown } | null | undefined)?.data;
  return list(data).map((row) => (row.attributes as Record<string, unknown>) ?? null).filter(Boolean);
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/** CMS links may only be site paths, anchors or http(s)/mailto/tel; anything else is dropped. */
export function safeHref(value: unknown): string | null {
  const href = str(value).trim();
  if (!href) return null;
  if (isSitePath(href)) return href;
  if (href.startsWith('#')) return href;
  return SAFE_SCHEME.test(href) ? href : null;
}

export function toMedia(entity: unknown): Media | null {
  const a = attributes(entity);
  const url = a && safeHref(a.url);
  if (!a || !url) return null;
  return { url: mediaUrl(url), alt: str(a.alternativeText), width: Number(a.width) || 0, height: Number(a.height) || 0 };
}

export function toMenu(items: unknown, fallback: MenuItem[]): MenuItem[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.subMenuLink);
    const name = str(raw.subMenuName);
    if (!href || !name) return [];
    return [{ id: str(String(raw.id ?? ''), `m${i}`), subMenuName: name, subMenuLink: href, ...(optional(raw.target) ? { target: optional(raw.target) } : {}) }];
  });
  return out.length ? out : fallback;
}

export function toFooterLinks(items: unknown, fallback: FooterLink[]): FooterLink[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.link);
    const name = str(raw.name);
    if (!href || !name) return [];
    const extra: Partial<FooterLink> = {};
    for (const key of ['tag', 'target', 'additionalClass'] as const) if (optional(raw[key])) extra[key] = optional(raw[key]);
    return [{ id: str(String(raw.id ?? ''), `l${i}`), name, link: href, ...extra }];
  });
  return out.length ? out : fallback;
}

function toSocialLinks(items: unknown, fallback: SocialLink[]): SocialLink[] {
  const out = list(items).flatMap((raw, i) => {
    const href = safeHref(raw.link);
    const name = str(raw.name);
    return href && name ? [{ id: str(String(raw.id ?? ''), `s${i}`), name, link: href, image: toMedia(raw.image) }] : [];
  });
  return out.length ? out : fallback;
}

function toButton(raw: Json, fallback: ButtonLink): ButtonLink {
  return { buttonName: str(raw?.buttonName, fallback.buttonName), buttonLink: safeHref(raw?.buttonLink) ?? fallback.buttonLink };
}

export function toHeaderButton(data: Json, fallback: HeaderButton): HeaderButton {
  const raw = attributes(data?.b2CComponant)?.freeDemoClassButton as Json;
  return {
    buttonName: str(raw?.buttonName, fallback.buttonName),
    headerPhoneNumber: str(raw?.headerPhoneNumber, fallback.headerPhoneNumber),
    admissionemailForHeader: str(raw?.admissionemailForHeader, fallback.admissionemailForHeader),
    whatsappNumberForHeader: str(raw?.whatsappNumberForHeader, fallback.whatsappNumberForHeader),
  };
}

export function toReferAndEarn(data: Json, fallback: ButtonLink): ButtonLink {
  return toButton(attributes(data?.b2CComponant)?.referAndEarn as Json, fallback);
}

/**
 * The notice and its version go together: a lead records the version of the words it was shown,
 * so a notice without either is not shown at all, the built-in one (with its version) is.
 */
export function toConsentNotice(data: Json, fallback: ConsentNotice): ConsentNotice {
  const a = attributes(data?.consentNotice);
  const text = str(a?.text).trim();
  const version = str(a?.version).trim();
  if (!text || !version) return fallback;
  return {
    text,
    version,
    optInLabel: str(a?.optInLabel, fallback.optInLabel),
    privacyLinkLabel: str(a?.privacyLinkLabel, fallback.privacyLinkLabel),
    dataRightsLinkLabel: str(a?.dataRightsLinkLabel, fallback.dataRightsLinkLabel),
  };
}

export function toContacts(raw: Json, fallback: ContactData): ContactData {
  return {
    email: str(raw?.email, fallback.email),
    phoneNumber: str(raw?.phoneNumber, fallback.phoneNumber),
    whatsappNumber: str(raw?.whatsappNumber, fallback.whatsappNumber),
  };
}

/**
 * Spec §9: the contacts a marketing / M.Tech header shows. The two defaults come from the
 * marketing-header single types (query 4); the path-specific sets from `marketingContacts`.
 */
export function toContactSet(set: ContactSet, marketing: Json, contacts: Json): ContactData {
  if (set === 'default-b2c') return toContacts(attributes(marketing?.b2cMarketingHeader), DEFAULT_CONTACTS);
  if (set === 'default-b2b') return toContacts(attributes(marketing?.b2bMarketingHeader), DEFAULT_CONTACTS);
  const row = attributesList(contacts?.marketingContacts).find((c) => c.key === set);
  return toContacts(row ?? null, DEFAULT_CONTACTS);
}

export function toNavigation(data: Json, fallback: Navigation): Navigation {
  const a = attributes(data?.navigation);
  return {
    blogLink: safeHref(a?.blogLink) ?? fallback.blogLink,
    topLinks: toMenu(a?.topLinks, fallback.topLinks),
    coursesMenu: toMenu(a?.coursesMenu, fallback.coursesMenu),
    freeResourcesMenu: toMenu(a?.freeResourcesMenu, fallback.freeResourcesMenu),
    organizationsMenu: toMenu(a?.organizationsMenu, fallback.organizationsMenu),
    freeOnlineCoursesButton: toButton(a?.freeOnlineCoursesButton as Json, fallback.freeOnlineCoursesButton),
  };
}

export function toEnterpriseMenu(data: Json, fallback: MenuItem[]): MenuItem[] {
  return toMenu(attributes(data?.enterpriseNavigation)?.menu, fallback);
}

export function toEnterpriseDemoButton(data: Json, fallback: string): string {
  const name = attributes(data?.enterpriseNavigation)?.demoButton;
  return typeof name === 'string' && name.trim() ? name.trim() : fallback;
}

export function toFooter(data: Json, fallback: FooterContent): FooterContent {
  const a = attributes(data?.footer);
  const cta = a?.cta as Json;
  return {
    address: str(a?.address, fallback.address),
    playStoreLink: safeHref(a?.playStoreLink) ?? fallback.playStoreLink,
    appStoreLink: safeHref(a?.appStoreLink) ?? fallback.appStoreLink,
    cta: {
      description: str(cta?.description, fallback.cta.description),
      reserveText: str(cta?.reserveText, fallback.cta.reserveText),
      buttonName: str(cta?.buttonName, fallback.cta.buttonName),
      buttonLink: safeHref(cta?.buttonLink) ?? fallback.cta.buttonLink,
    },
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

export function toPopUp(data: Json): PopUp | null {
  const a = attributesList(data?.popUps)[0];
  if (!a) return null;
  const { plain, highlight } = splitCaption(str(a.sectionCaption));
  return {
    slug: str(a.slug),
    sectionTitle: str(a.sectionTitle),
    captionPlain: plain,
    captionHighlight: highlight,
    marketingLine: str(a.marketingLine),
    slugText: str(a.slugText),
    backgroundImage: toMedia(a.backgroundImage),
  };
}

/** Each word the CMS gives, trimmed; an empty or missing one keeps the site's own. */
export function toSiteTexts(data: Json, fallback: SiteTexts): SiteTexts {
  const a = attributes(data?.siteText);
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof SiteTexts)[]) {
    const value = a?.[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  return out;
}
