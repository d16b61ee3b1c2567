// Query documents in the Strapi v4 response shape the production CMS speaks (spec §7). Their
// answer and variable types are generated from the CMS's schema (`npm run codegen`).
import { gql, type TypedDocumentNode } from '@apollo/client';
import { FOOTER_LINK, MEDIA, MENU_ITEM } from './fragments';
import { TEXT_FRAGMENTS } from './generated';
import type {
  ConsentNoticeQuery, ConsentNoticeQueryVariables, EnterpriseNavigationQuery, EnterpriseNavigationQueryVariables, FooterQuery,
  FooterQueryVariables, HeaderButtonQuery, HeaderButtonQueryVariables, MarketingContactsQuery, MarketingContactsQueryVariables,
  MarketingHeaderQuery, MarketingHeaderQueryVariables, NavigationQuery, NavigationQueryVariables, PopUpQuery, PopUpQueryVariables,
  ReferAndEarnQuery, ReferAndEarnQueryVariables, SiteTextsQuery, SiteTextsQueryVariables, FormTextsQuery, FormTextsQueryVariables,
} from './generated';

/** Spec §7 query 1. */
export const POPUP_BY_SLUG: TypedDocumentNode<PopUpQuery, PopUpQueryVariables> = gql`
  query PopUp($slug: String!, $status: PublicationStatus = PUBLISHED) {
    popUps(status: $status, filters: { slug: { eq: $slug } }) {
      data { id attributes { slug sectionTitle sectionCaption marketingLine slugText backgroundImage { ...Media } } }
    }
  }
  ${MEDIA}
`;

/** Spec §7 query 2. */
export const HEADER_BUTTON: TypedDocumentNode<HeaderButtonQuery, HeaderButtonQueryVariables> = gql`
  query HeaderButton($status: PublicationStatus = PUBLISHED) {
    b2CComponant(status: $status) { data { attributes { freeDemoClassButton { buttonName headerPhoneNumber admissionemailForHeader whatsappNumberForHeader } } } }
  }
`;

/** Spec §7 query 3. */
export const REFER_AND_EARN: TypedDocumentNode<ReferAndEarnQuery, ReferAndEarnQueryVariables> = gql`
  query ReferAndEarn($status: PublicationStatus = PUBLISHED) {
    b2CComponant(status: $status) { data { attributes { referAndEarn { buttonLink buttonName } } } }
  }
`;

/** Spec §7 query 4; skipped where selectLayout says so. */
export const MARKETING_HEADER: TypedDocumentNode<MarketingHeaderQuery, MarketingHeaderQueryVariables> = gql`
  query MarketingHeader($status: PublicationStatus = PUBLISHED) {
    b2cMarketingHeader(status: $status) { data { attributes { email whatsappNumber phoneNumber } } }
    b2bMarketingHeader(status: $status) { data { attributes { email whatsappNumber phoneNumber } } }
  }
`;

/** The path-dependent contact sets of spec §9, editable in the CMS. */
export const MARKETING_CONTACTS: TypedDocumentNode<MarketingContactsQuery, MarketingContactsQueryVariables> = gql`
  query MarketingContacts($status: PublicationStatus = PUBLISHED) {
    marketingContacts(status: $status) { data { attributes { key email phoneNumber whatsappNumber } } }
  }
`;

export const NAVIGATION: TypedDocumentNode<NavigationQuery, NavigationQueryVariables> = gql`
  query Navigation($status: PublicationStatus = PUBLISHED) {
    navigation(status: $status) { data { attributes {
      blogLink
      topLinks { ...MenuItem }
      coursesMenu { ...MenuItem }
      freeResourcesMenu { ...MenuItem }
      organizationsMenu { ...MenuItem }
      freeOnlineCoursesButton { buttonName buttonLink }
    } } }
  }
  ${MENU_ITEM}
`;

/** The consent notice every lead form shows. */
export const CONSENT_NOTICE: TypedDocumentNode<ConsentNoticeQuery, ConsentNoticeQueryVariables> = gql`
  query ConsentNotice($status: PublicationStatus = PUBLISHED) {
    consentNotice(status: $status) { data { attributes { text version optInLabel adMeasurementLabel privacyLinkLabel dataRightsLinkLabel } } }
  }
`;

/** Menu of the enterprise header and footer (spec §1: menus come from the CMS). */
export const ENTERPRISE_NAVIGATION: TypedDocumentNode<EnterpriseNavigationQuery, EnterpriseNavigationQueryVariables> = gql`
  query EnterpriseNavigation($status: PublicationStatus = PUBLISHED) {
    enterpriseNavigation(status: $status) { data { attributes { demoButton menu { ...MenuItem } } } }
  }
  ${MENU_ITEM}
`;

export const FOOTER: TypedDocumentNode<FooterQuery, FooterQueryVariables> = gql`
  query Footer($status: PublicationStatus = PUBLISHED) {
    footer(status: $status) { data { attributes {
      address playStoreLink appStoreLink
      cta { description reserveText buttonName buttonLink }
      courseLinks { ...FooterLink }
      onlineCourseLinks { ...FooterLink }
      skillTests { ...FooterLink }
      blogLinks { ...FooterLink }
      companyLinks { ...FooterLink }
      socialLinks { id name link image { ...Media } }
    } } }
  }
  ${FOOTER_LINK}
  ${MEDIA}
`;

/** Words of the site that belong to no entry (headings, menu labels, footer links); every page. */
export const SITE_TEXTS: TypedDocumentNode<SiteTextsQuery, SiteTextsQueryVariables> = gql`
  query SiteTexts($status: PublicationStatus = PUBLISHED) {
    siteText(status: $status) { data { attributes { ...SiteTextTexts } } }
  }
  ${TEXT_FRAGMENTS.siteText}
`;

/** The forms' words (labels, options, buttons, banners, validation messages, the /data-rights page); every page. */
export const FORM_TEXTS: TypedDocumentNode<FormTextsQuery, FormTextsQueryVariables> = gql`
  query FormTexts($status: PublicationStatus = PUBLISHED) {
    formText(status: $status) { data { attributes { ...FormTextTexts } } }
  }
  ${TEXT_FRAGMENTS.formText}
`;
