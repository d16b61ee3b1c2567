// The spec's layout table (§2 "Layout chosen by first path segment") and the
// path-dependent contact sets (§9), written as data. Nothing else decides layout: each page's
// data loading calls it once (lib/cms/staticProps.ts), the CMS queries follow from its answer,
// and the answer travels in the page props to _app, which renders it and hands it down.
import type { ContactSet } from './cms/types';
import type { LeadSource } from './leads/source';
import { SPEC_COURSE_ROUTES } from './specRoutes';
import { POPUP_SLUGS } from './constants';

export type HeaderKind = 'standard' | 'enterprise' | 'marketing-b2c' | 'marketing-b2b' | 'mtech';
/**
 * The popups a page opens: the demo lead form (header), the refer-and-earn lead form, the
 * enterprise lead form (enterprise call-to-actions), and the enterprise header's demo form,
 * which by the spec sends nothing and shows the corporate team's contacts instead.
 */
export type PopupKind = 'header' | 'referAndEarn' | 'enterpriseLead' | 'enterpriseDemo';
type FooterKind = 'standard' | 'enterprise' | 'none';

export interface Layout {
  header: HeaderKind;
  footer: FooterKind;
  showWhatsApp: boolean;
  /** Spec §7 query 4 is skipped on these pages: their contacts are their own set. */
  skipMarketingHeaderQuery: boolean;
  contactSet: ContactSet | null;
  /** Spec §1: the one certification page whose footer social links are disabled. */
  socialLinksDisabled: boolean;
  /**
   * The popup a content call-to-action opens: the demo lead form, or on enterprise pages the
   * enterprise lead form (only the enterprise header's own popup submits nothing).
   */
  ctaPopup: Extract<PopupKind, 'header' | 'enterpriseLead'>;
  /** Lead-source values of this layout's call-to-actions; a page or CTA in the CMS may override them. */
  leadSource: LeadSource;
  /** What the route loader shows on the way to this path (spec §2: course pages get the course skeleton). */
  skeleton: 'course' | 'dots';
}

const MTECH_SEGMENTS = ['mtech-in-vlsi-design', 'mtech-in-vlsidesign', 'pes-mtech-in-vlsi-design', 'mtech-in-vlsi-design-pes'];
const OLD_MTECH_SEGMENTS = ['executive-mtech-in-vlsi-design', 'mtech-vlsi-design'];
const EMBEDDED_CERTIFICATION_SEGMENT = 'vlsi-embedded-iit-certification';
/** Paid / landing course slugs that get the b2c marketing header (spec §2). */
const PAID_LANDING_SEGMENTS = [
  'vlsi-design-verification-course-landing',
  'physical-design-course-landing',
  'embedded-systems-course-landing',
  'dft-course-landing',
];
/** The landing group with its own fixed phone and WhatsApp number (spec §9). */
const LANDING_GROUP_SEGMENTS = ['vlsi-course-offer', 'vlsi-course-scholarship'];
const B2C_MARKETING_SEGMENTS = ['best-vlsi-courses', EMBEDDED_CERTIFICATION_SEGMENT, ...OLD_MTECH_SEGMENTS, ...PAID_LANDING_SEGMENTS, ...LANDING_GROUP_SEGMENTS];
const SOCIAL_LINKS_DISABLED_SEGMENT = 'executive-certification-on-embedded-system-design';

export function firstSegment(path: string): string {
  const clean = path.split(/[?#]/)[0];
  return clean.split('/').filter(Boolean)[0] ?? '';
}

function marketingContactSet(segment: string): ContactSet {
  if (segment === EMBEDDED_CERTIFICATION_SEGMENT) return 'embedded-certification';
  if (LANDING_GROUP_SEGMENTS.includes(segment)) return 'landing-group';
  if (PAID_LANDING_SEGMENTS.includes(segment) || OLD_MTECH_SEGMENTS.includes(segment)) return 'paid-landing';
  return 'default-b2c';
}

const base: Layout = {
  header: 'standard',
  footer: 'standard',
  showWhatsApp: true,
  skipMarketingHeaderQuery: true,
  contactSet: null,
  socialLinksDisabled: false,
  ctaPopup: 'header',
  leadSource: {},
  skeleton: 'dots',
};

/** The layout of a page that has no data loading (the 500 page) or no layout yet. */
export const STANDARD_LAYOUT: Layout = base;

/**
 * `publishedCourses`: the course paths the CMS publishes, when the caller knows them (the route
 * loader asks /api/course-paths once); the spec's courses count as courses before that answer.
 */
export function selectLayout(path: string, publishedCourses: readonly string[] = []): Layout {
  const pathname = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const course = SPEC_COURSE_ROUTES.includes(pathname) || publishedCourses.includes(pathname);
  return { ...layoutOfSegment(firstSegment(path)), skeleton: course ? 'course' : 'dots' };
}

function layoutOfSegment(segment: string): Layout {
  if (segment === 'enterprise') {
    // Lead sources: each enterprise page's own in the CMS; the spec's defaults otherwise.
    return { ...base, header: 'enterprise', footer: 'enterprise', contactSet: 'enterprise', ctaPopup: 'enterpriseLead' };
  }
  if (MTECH_SEGMENTS.includes(segment)) {
    return { ...base, header: 'mtech', footer: 'none', showWhatsApp: false, contactSet: 'mtech' };
  }
  if (B2C_MARKETING_SEGMENTS.includes(segment)) {
    const contactSet = marketingContactSet(segment);
    return { ...base, header: 'marketing-b2c', footer: 'none', contactSet, skipMarketingHeaderQuery: contactSet !== 'default-b2c' };
  }
  if (segment === 'vlsi-courses') {
    return { ...base, header: 'marketing-b2b', footer: 'none', contactSet: 'default-b2b', skipMarketingHeaderQuery: false };
  }
  if (segment === 'thankyou' || segment === 'thank-you') return { ...base, footer: 'none' };
  return { ...base, socialLinksDisabled: segment === SOCIAL_LINKS_DISABLED_SEGMENT };
}

/** The CMS popups whose words come with a page: the enterprise pages' call-to-actions open the enterprise lead popup. */
export const popupSlugsOf = (layout: Pick<Layout, 'header'>): (typeof POPUP_SLUGS)[keyof typeof POPUP_SLUGS][] =>
  [POPUP_SLUGS.headerFreeDemoClass, POPUP_SLUGS.referAndEarn, ...(layout.header === 'enterprise' ? [POPUP_SLUGS.enterpriseLead] : [])];
