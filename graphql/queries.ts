// Query documents in the Strapi v4 response shape the production CMS speaks (spec §7). Their
// answer and variable types are generated from the CMS's schema (`npm run codegen`).
import { gql, type TypedDocumentNode } from '@apollo/client';
import { FOOTER_LINK, MEDIA, MENU_ITEM } from './fragments';
import { TEXT_FRAGMENTS } from './generated';
import type { LayoutQuery, LayoutQueryVariables } from './generated';

/**
 * Everything a page's layout shows, in one request: spec §7's queries 1-4 (the popups by slug,
 * the header button, refer-and-earn, the marketing headers, skipped where selectLayout says so)
 * and the menus, footer, contacts, consent notice, site and form texts. A publish of layout
 * content regenerates every page, each asking this once. The parts a layout lacks are left out
 * by its variables, not asked and thrown away.
 */
export const LAYOUT: TypedDocumentNode<LayoutQuery, LayoutQueryVariables> = gql`
  query Layout(
    $status: PublicationStatus = PUBLISHED, $popups: [String]!, $enterprise: Boolean!, $marketingHeader: Boolean!, $marketingContacts: Boolean!
  ) {
    popUps(status: $status, filters: { slug: { in: $popups } }) {
      data { id attributes { slug sectionTitle sectionCaption marketingLine slugText backgroundImage { ...Media } } }
    }
    b2CComponant(status: $status) { data { attributes {
      freeDemoClassButton { buttonName headerPhoneNumber admissionemailForHeader whatsappNumberForHeader }
      referAndEarn { buttonLink buttonName }
    } } }
    b2cMarketingHeader(status: $status) @include(if: $marketingHeader) { data { attributes { email whatsappNumber phoneNumber } } }
    b2bMarketingHeader(status: $status) @include(if: $marketingHeader) { data { attributes { email whatsappNumber phoneNumber } } }
    marketingContacts(status: $status) @include(if: $marketingContacts) { data { attributes { key email phoneNumber whatsappNumber } } }
    navigation(status: $status) { data { attributes {
      blogLink
      topLinks { ...MenuItem }
      coursesMenu { ...MenuItem }
      freeResourcesMenu { ...MenuItem }
      organizationsMenu { ...MenuItem }
      freeOnlineCoursesButton { buttonName buttonLink }
    } } }
    enterpriseNavigation(status: $status) @include(if: $enterprise) { data { attributes { demoButton menu { ...MenuItem } } } }
    consentNotice(status: $status) { data { attributes { text version optInLabel adMeasurementLabel privacyLinkLabel dataRightsLinkLabel } } }
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
    siteText(status: $status) { data { attributes { ...SiteTextTexts } } }
    formText(status: $status) { data { attributes { ...FormTextTexts } } }
  }
  ${MEDIA}
  ${MENU_ITEM}
  ${FOOTER_LINK}
  ${TEXT_FRAGMENTS.siteText}
  ${TEXT_FRAGMENTS.formText}
`;
