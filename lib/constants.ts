// Numbers and defaults of the spec (§4, §9), under the spec's own names.
// Anything a user can see or a test asserts on is defined here once.

export const BANNER_MS = 3000;
export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_COUNTRY_NAME = 'India';

export const NAVBAR_SOLID_PX = 80;
export const NAVBAR_HIDE_PX = 100;
export const SCROLL_TO_TOP_PX = 100;

export const LEAD_DEFAULTS = {
  source: 'Maven',
  sub_source: 'Demo Class',
  footerSubSource: 'Footer',
  channel: 'Organic',
  oldSource: 'test',
} as const;

export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
/** Spec: a lazy image starts loading when it comes this close to the viewport (components/common/LazyImage). */
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200;
export const FOOTER_LOGO = { width: 171, height: 64 } as const;
export const MESSAGE_ROWS = 3;
export const SKELETON_NAV_ITEMS = 6;
export const SKELETON_FEATURES = 5;

/** CMS popup slugs (spec §7 query 1). */
export const POPUP_SLUGS = {
  headerFreeDemoClass: 'header-free-demo-class',
  referAndEarn: 'refer-and-earn',
  enterpriseLead: 'enterprise-lead',
} as const;

/** On a preview page, `?popup=<slug>` opens that popup (the admin's Preview of a popup). */
export const PREVIEW_POPUP_PARAM = 'popup';

export const TEXTS = {
  demoPopupTitle: 'Join Maven for a free Demo',
  /** Button texts and the course call to action: the CMS's seed, and what shows while it cannot answer. */
  bookDemo: 'Book a Free Demo Class',
  enquire: 'Enquire now',
  downloadCurriculum: 'Download curriculum',
  enterpriseDemoButton: 'Request a demo',
  enterpriseLeadTitle: 'Talk to our corporate team',
  // The M.Tech header's links to a course page's sections (spec §2); their names are the sections' headings (site texts).
  mtechAnchors: [
    { text: 'courseCurriculumHeading', href: '#ourcurriculam' },
    { text: 'courseHighlightsHeading', href: '#programhighlights' },
  ],
} as const;

/** The course page's closing call to action when its entry has none (the CMS seeds each course's own). */
export const courseCtaText = (title: string) => `Talk to a counsellor about the ${title}.`;

/** The free resource library (/vlsi/free-vlsi-training-courses): its entry's texts while the CMS cannot answer. */
export const FREE_RESOURCES_TEXTS = {
  title: 'Free VLSI training resources',
  intro: 'Brochures, curricula, interview questions, whitepapers and project documents from our trainers. Leave your email and the document downloads right away.',
  metaTitle: 'Free VLSI training resources | Maven Silicon',
  metaDescription: 'Free VLSI course brochures, curricula, interview questions, whitepapers and project documents to download.',
} as const;

/** The site texts' keys (lib/cms/siteTexts.ts holds their seed words, server side). */
export type SiteTextKey = keyof typeof import('./cms/siteTexts').SITE_TEXT_DEFAULTS;

export const THANK_YOU_PATH = '/thank-you';
export const FIRST_SCREEN_ID = 'first-screen'; // every page's first section: the document holds its first paint until it is parsed
export const SVG_DATA_URL = 'data:image/svg+xml,'; // a vector riding in a page (lib/perf/inlineSvg.js: the repo's), drawn by VectorImage
/** Spec §2's privacy page, linked from every consent notice. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
/** Where a person asks to withdraw consent or to see, correct or erase their data. */
export const DATA_RIGHTS_PATH = '/data-rights';
/** The free resource library, where every email-gated document is offered. */
export const FREE_RESOURCES_PATH = '/vlsi/free-vlsi-training-courses';

/**
 * The consent notice under every lead form (DPDP Act 2023 §5, Rules 2025 r.3), as the
 * CMS seeds it (cms/seed/consent-notice.json, kept equal by a unit test) and as the site shows it
 * when the CMS cannot answer. The version is the marketers' to change with the text.
 */
export const CONSENT_DEFAULTS = {
  text: 'We use your name, email and phone to reply to your enquiry about our courses, and keep them only as long as that needs. '
    + 'You can withdraw consent or ask us to see, correct or erase your data at any time.',
  version: '2026-11-24',
  optInLabel: 'Also send me course news and offers by email and WhatsApp (optional)',
  /** The separate, unticked opt-in for sending the lead's conversion to the ad platform. */
  adMeasurementLabel: 'Let Maven tell the ad platform that brought me here (Google, Meta) that I enquired, to measure its ads; my email and phone go only as a one-way hash (optional)',
  privacyLinkLabel: 'Privacy policy',
  dataRightsLinkLabel: 'Your data rights',
} as const;
/** The data-rights page's request types (shared/contract.json `dataRequest.types`), each with the form text of its option. */
export const DATA_REQUEST_TYPE_TEXTS = [
  ['withdraw', 'dataRequestWithdraw'],
  ['access', 'dataRequestAccess'],
  ['correct', 'dataRequestCorrect'],
  ['erase', 'dataRequestErase'],
] as const;

/** The page a mailed confirmation link opens (a data request, a download's opt-in); its words are site texts (confirm*). */
export const CONFIRM_PAGE_PATH = '/confirm';

/** Spec §3 work-experience options, in the spec's order. */
export const WORK_EXPERIENCE_OPTIONS = [
  'College Student', '<1 years', '1-2 years', '2-3 years', '3-5 years', '5-8 years', '8-12 years', '12-15 years', '>15 years',
] as const;

/** Spec §9: the phone library's limits (text length, national number digits). */
export const PHONE_LIMITS = { maxText: 250, minNationalDigits: 2, maxNationalDigits: 17 } as const;

/** Google's public reCAPTCHA v2 test key: used when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is unset. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
/** Its secret, published by Google with it: every token passes. Never in the public profile (lib/env). */
export const RECAPTCHA_TEST_SECRET_KEY = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
/** Google's siteverify: the one verification URL a public deployment uses. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** localStorage key of the solved captcha token (spec §4). */
export const CAPTCHA_STORAGE_KEY = 'captchaToken';

/** /best-vlsi-training-institute?tab=…: the course tabs (`label`: the site text of its name) and the CMS categories each shows. */
export const COURSE_TABS = [
  { key: 'job_oriented', label: 'courseTabJobOriented', categories: ['job_oriented', 'embedded'] },
  { key: 'part_time', label: 'courseTabPartTime', categories: ['part_time', 'executive_certification'] },
] as const;
export type CourseTabKey = (typeof COURSE_TABS)[number]['key'];
export const DEFAULT_COURSE_TAB: CourseTabKey = 'job_oriented';

/** Where the browser asks which paths are courses: the route loader's course
 *  skeleton for courses added in the CMS. Fetched once, when idle after hydration, not in page props. */
export const COURSE_PATHS_API = '/api/course-paths';

/** Below this viewport width the site lays out for phones (styles/_tokens.scss), and a visit counts as a phone's. */
export const MOBILE_BREAKPOINT_PX = 992;
/** Where the browser reports its page views and Core Web Vitals (lib/visits), and the CMS reads their counts. */
export const VISITS_API = '/api/visits';
/** The Core Web Vitals a visit reports; their thresholds and bucket edges: shared/visits.cjs (server side). */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** Page views one beacon may carry (those of one document since its last beacon). */
export const VISIT_VIEWS_MAX = 20;
/** Campaign names the counts keep a day: a new name past it counts for its pages only (and, among one
 *  instance's sums not yet written, as '(other)'), so junk names cannot grow the table. */
export const VISIT_CAMPAIGNS_PER_DAY = 100;
