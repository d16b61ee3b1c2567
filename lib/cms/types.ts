// Plain, typed shapes the components see: no `data.attributes` nesting past lib/cms. Rich text
// arrives as sanitised HTML (`...Html`), made on the server by entries.ts. Where a shape is a CMS
// object's texts one for one, it is derived from the generated answer type (graphql/generated.ts),
// not written again: a field added to the document then fails `tsc` until the reshaper and the
// default give it a value.
import type { CourseTextsFragment, LayoutQuery, PageTextsFragment } from '../../graphql/generated';
import type { SiteTextKey } from '../constants';
import type { FormTexts } from './formTexts';

/** The attributes of a v4 single type's answer. */
type Attributes<S> = NonNullable<S> extends { data: { attributes: infer A } } ? A : never;
/** Each selected field as the trimmed text the reshaper makes of it (empty: the default's). */
type Texts<T> = { [K in keyof NonNullable<T>]-?: string };

/** A CMS entry's or CTA block's lead-source component (spec §3): each value empty falls back. The
 *  CMS door declares it because lib/leads reads the CMS (mail texts), never the other way round. */
export interface LeadSource { source?: string; sub_source?: string; channel?: string; oldSource?: string }
export interface Media { url: string; alt: string; width: number; height: number }
export interface MenuItem { id: string; subMenuName: string; subMenuLink: string; target?: string }
export interface FooterLink { id: string; name: string; link: string; tag?: string; target?: string; additionalClass?: string }
export interface SocialLink { id: string; name: string; link: string; image: Media | null }
/** Which contact set a page's header and widgets show; keys match CMS `marketingContact.key`. */
export type ContactSet = 'default-b2c' | 'default-b2b' | 'mtech' | 'paid-landing' | 'embedded-certification' | 'landing-group' | 'enterprise';

export type ContactData = Texts<Attributes<NonNullable<LayoutQuery['b2cMarketingHeader']>>>;
export type ButtonLink = Texts<Attributes<LayoutQuery['navigation']>['freeOnlineCoursesButton']>;
export type HeaderButton = Texts<Attributes<LayoutQuery['b2CComponant']>['freeDemoClassButton']>;

export interface Navigation extends Record<'topLinks' | 'coursesMenu' | 'freeResourcesMenu' | 'organizationsMenu', MenuItem[]> {
  blogLink: string;
  freeOnlineCoursesButton: ButtonLink;
}

export interface FooterContent extends Record<'courseLinks' | 'onlineCourseLinks' | 'skillTests' | 'blogLinks' | 'companyLinks', FooterLink[]> {
  address: string;
  playStoreLink: string;
  appStoreLink: string;
  cta: { description: string; reserveText: string; buttonName: string; buttonLink: string };
  socialLinks: SocialLink[];
}

/** A lead popup's words: `captionPlain` and `captionHighlight` are its CMS caption split (layoutContent.ts splitCaption). */
export interface PopUp {
  slug: string; sectionTitle: string; captionPlain: string; captionHighlight: string; marketingLine: string; slugText: string;
  backgroundImage: Media | null;
}

/** The consent notice under every lead form; `version` travels with each lead. */
export type ConsentNotice = Texts<Attributes<LayoutQuery['consentNotice']>>;

export type SiteTexts = Record<SiteTextKey, string>;

/** What the CMS gives a page's layout, read once per page generation. */
export interface LayoutContent {
  headerButton: HeaderButton;
  referAndEarn: ButtonLink;
  navigation: Navigation;
  footer: FooterContent;
  /** Contacts of the marketing / M.Tech header for this path; null on other layouts. */
  contacts: ContactData | null;
  /** Shown under every lead form on the page (popups and download forms). */
  consent: ConsentNotice;
  /** Words of the site that belong to no entry (siteText): headings, menu labels, footer links. */
  texts: SiteTexts;
  /** The forms' words (formText): the popups' forms, the download forms, /data-rights. Absent only
   *  on a render without page props; the forms' own seed defaults load with them (./formTexts.ts). */
  forms?: FormTexts;
  /** The words of the lead popups the page can open, by popup slug (the header's demo and
   *  refer-and-earn on every page, the enterprise lead form's on enterprise pages): the dialogs
   *  are server-rendered with the page. */
  popups?: Partial<Record<string, PopUp>>;
  /** Menu of the enterprise header and footer; read only for enterprise pages. */
  enterpriseMenu?: MenuItem[];
  /** The enterprise header's button (opens its demo popup); read only for enterprise pages. */
  enterpriseDemoButton?: string;
}

// The content collections.
export const COURSE_CATEGORIES = ['job_oriented', 'part_time', 'iit_certification', 'executive_certification', 'online', 'mtech', 'embedded'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export interface Seo { metaTitle: string; metaDescription: string; ogImage: Media | null }
export interface Faq { question: string; answerHtml: string; answerText: string }

/** Its plain texts (generated from the CMS schema's string and text attributes) and what has its own shape. */
export interface Course extends Texts<CourseTextsFragment> {
  path: string;
  category: CourseCategory;
  cta: Cta;
  heroImage: Media | null;
  highlights: { title: string; description: string }[];
  curriculum: { title: string; topics: string[] }[];
  tools: string[];
  eligibilityHtml: string;
  outcomes: { label: string; value: string }[];
  faqs: Faq[];
  /** The curriculum document in the CMS media library, served through this origin; null when none. */
  curriculumDocument: DocumentFile | null;
  /** The lead-source values of this course page's buttons; empty fields keep the layout's or the spec's. */
  leadSource: LeadSource;
  seo: Seo;
  updatedAt: string;
  /** The whole fee in whole units of its ISO 4217 currency; null when the CMS gives none. */
  fee: { amount: number; currency: string } | null;
  /** How long and how intense a batch is (search engines' course schedule); null unless both are given. */
  schedule: { weeks: number; hoursPerWeek: number } | null;
  /** Batches that have not started yet, soonest first. */
  batches: Batch[];
}

/** One intake of a course: `startDate` as YYYY-MM-DD. */
export interface Batch { startDate: string; mode: string; seatsLeft: number | null }

export interface Section { heading: string; bodyHtml: string; anchor: string | null; image: Media | null }
export interface Cta { text: string; buttonName: string; link: string | null; leadSource?: LeadSource }
/** A downloadable file of the media library: where the browser gets it, and the name it saves. */
export interface DocumentFile { url: string; filename: string }
/** An email-gated document of a page: its file and the words the library shows for it (empty: the site's own). */
export interface PageDocument { file: DocumentFile | null; title: string; description: string }

export interface Page extends Texts<PageTextsFragment> {
  path: string;
  /** The hero's illustration (home page): a data: URL when it is a small vector. */
  heroImage: Media | null;
  sections: Section[];
  faqs: Faq[];
  cta: Cta | null;
  /** Documents by download id (the free resource library's files and texts). */
  documents: Record<string, PageDocument>;
  leadSource: LeadSource;
  seo: Seo;
  updatedAt: string;
}

export interface CourseCard { path: string; category: CourseCategory; title: string; tagline: string; duration: string; mode: string }
export interface Testimonial { id: string; name: string; role: string; company: string; quote: string }
/** The collection an entry belongs to. */
export type ContentKind = 'course' | 'page';
export interface ContentRoute { path: string; updatedAt: string; kind: ContentKind }

/** An old path sent on to a new one (the CMS's redirect collection); `permanent` → 301, else 302. */
export interface Redirect { from: string; to: string; permanent: boolean }

/** What the catch-all route renders: a course or a page. */
export type Content = { kind: 'course'; course: Course } | { kind: 'page'; page: Page };
