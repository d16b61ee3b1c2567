// The parts several documents select, as GraphQL fragments (not string pieces): GraphQL Code
// Generator reads the documents statically, and a fragment is how a document names a shared part.
import { gql } from '@apollo/client';

export const MEDIA = gql`
  fragment Media on UploadFile { data { attributes { url alternativeText width height } } }
`;

/** A downloadable file: where it is, and the name it is saved under. */
export const FILE = gql`
  fragment File on UploadFile { data { attributes { url name } } }
`;

export const SEO = gql`
  fragment Seo on ComponentContentSeo { metaTitle metaDescription ogImage { ...Media } }
  ${MEDIA}
`;

/** Lead-source values an entry or CTA block gives its leads. */
export const LEAD_SOURCE = gql`
  fragment LeadSource on ComponentContentLeadSource { source sub_source channel oldSource }
`;

export const CTA = gql`
  fragment Cta on ComponentContentCta { text buttonName link leadSource { ...LeadSource } }
  ${LEAD_SOURCE}
`;

export const MENU_ITEM = gql`
  fragment MenuItem on ComponentNavigationMenuItem { id subMenuName subMenuLink target }
`;

export const FOOTER_LINK = gql`
  fragment FooterLink on ComponentFooterFooterLink { id name link tag target additionalClass }
`;
