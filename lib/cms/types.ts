// Plain, typed shapes the components see: no `data.attributes` nesting past lib/cms.
import type { SiteTextKey } from '../constants';

export interface Media { url: string; alt: string; width: number; height: number }
export interface MenuItem { id: string; subMenuName: string; subMenuLink: string; target?: string }
export interface FooterLink { id: string; name: string; link: string; tag?: string; target?: string; additionalClass?: string }
export interface SocialLink { id: string; name: string; link: string; image: Media | null }
/** Which contact set a page's header and widgets show; keys match CMS `marketingContact.key`. */
export type ContactSet = 'default-b2c' | 'default-b2b' | 'mtech' | 'paid-landing' | 'embedded-certification' | 'landing-group' | 'enterprise';

export type HeaderKind = 'standard' | 'enterprise' | 'marketing-b2c' | 'marketing-b2b' | 'mtech';

/** What furniture a page's layout needs from the CMS beyond the common queries (the caller, layouts/, decides). */
export interface ChromeNeeds { header: HeaderKind; contactSet: ContactSet | null; skipMarketingHeaderQuery: boolean }

export interface ContactData { email: string; phoneNumber: string; whatsappNumber: string }
export interface ButtonLink { buttonName: string; buttonLink: string }

export interface HeaderButton {
  buttonName: string;
  headerPhoneNumber: string;
  admissionemailForHeader: string;
  whatsappNumberForHeader: string;
}

export interface Navigation {
  blogLink: string;
  topLinks: MenuItem[];
  coursesMenu: MenuItem[];
  freeResourcesMenu: MenuItem[];
  organizationsMenu: MenuItem[];
  freeOnlineCoursesButton: ButtonLink;
}

export interface FooterContent {
  address: string;
  playStoreLink: string;
  appStoreLink: string;
  cta: { description: string; reserveText: string; buttonName: string; buttonLink: string };
  courseLinks: FooterLink[];
  onlineCourseLinks: FooterLink[];
  skillTests: FooterLink[];
  blogLinks: FooterLink[];
  companyLinks: FooterLink[];
  socialLinks: SocialLink[];
}

export interface PopUp {
  slug: string;
  sectionTitle: string;
  captionPlain: string;
  captionHighlight: string;
  marketingLine: string;
  slugText: string;
  backgroundImage: Media | null;
}

/** The consent notice under every lead form (issue 19.4); `version` travels with each lead. */
export interface ConsentNotice { text: string; version: string; optInLabel: string; privacyLinkLabel: string; dataRightsLinkLabel: string }

/** Everything the shared furniture of a page needs, read once per page generation. */
export type SiteTexts = Record<SiteTextKey, string>;

export interface Chrome {
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
  /** Menu of the enterprise header and footer; read only for enterprise pages. */
  enterpriseMenu?: MenuItem[];
  /** The enterprise header's button (opens its demo popup); read only for enterprise pages. */
  enterpriseDemoButton?: string;
}
