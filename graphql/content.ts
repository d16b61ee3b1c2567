// Query documents for the content collections (course, page, testimonial), v4 response shape.
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ByPathVariables, ContentRoutesData, RedirectsData, CourseByPathData, CourseCardsData, NoVariables, PageByPathData, TestimonialsData } from './results';

const MEDIA = 'data { attributes { url alternativeText width height } }';
const SEO = `seo { metaTitle metaDescription ogImage { ${MEDIA} } }`;
const FAQS = 'faqs { question answer }';
/** Lead-source values an entry or CTA block gives its leads. */
const LEAD_SOURCE = 'leadSource { source sub_source channel oldSource }';
const FILE = 'data { attributes { url name } }';

export const COURSE_BY_PATH: TypedDocumentNode<CourseByPathData, ByPathVariables> = gql`
  query CourseByPath($path: String!, $status: PublicationStatus = PUBLISHED) {
    courses(status: $status, filters: { path: { eq: $path } }, pagination: { limit: 1 }) {
      data { id attributes {
        path category title tagline duration mode nextBatch enquireButton downloadButton updatedAt
        heroImage { ${MEDIA} }
        highlights { title description }
        curriculum { title topics }
        tools { name }
        eligibility
        outcomes { label value }
        ${FAQS}
        curriculumDownloadId
        curriculumDocument { ${FILE} }
        cta { text buttonName link ${LEAD_SOURCE} }
        ${LEAD_SOURCE}
        ${SEO}
        fee feeCurrency feeNote weeks hoursPerWeek
        batches { startDate mode seatsLeft }
      } }
    }
  }
`;

export const PAGE_BY_PATH: TypedDocumentNode<PageByPathData, ByPathVariables> = gql`
  query PageByPath($path: String!, $status: PublicationStatus = PUBLISHED) {
    pages(status: $status, filters: { path: { eq: $path } }, pagination: { limit: 1 }) {
      data { id attributes {
        path title intro heroButton updatedAt
        sections { heading body anchor image { ${MEDIA} } }
        ${FAQS}
        cta { text buttonName link ${LEAD_SOURCE} }
        documents { downloadId title description file { ${FILE} } }
        ${LEAD_SOURCE}
        ${SEO}
      } }
    }
  }
`;

/** Every published course and page path, for getStaticPaths, the sitemap and revalidation. */
export const CONTENT_ROUTES: TypedDocumentNode<ContentRoutesData, NoVariables> = gql`
  query ContentRoutes {
    courses(pagination: { limit: 200 }, sort: "path") { data { attributes { path updatedAt } } }
    pages(pagination: { limit: 200 }, sort: "path") { data { attributes { path updatedAt } } }
  }
`;

/** Course cards (home page, course tabs). */
export const COURSE_CARDS: TypedDocumentNode<CourseCardsData, NoVariables> = gql`
  query CourseCards {
    courses(pagination: { limit: 200 }, sort: "title") { data { attributes { path category title tagline duration mode } } }
  }
`;

export const TESTIMONIALS: TypedDocumentNode<TestimonialsData, NoVariables> = gql`
  query Testimonials {
    testimonials(pagination: { limit: 50 }, sort: "name") { data { id attributes { name role company quote } } }
  }
`;

/** The site's redirects : kept with the list of published paths (lib/cms/routes.ts). */
export const REDIRECTS: TypedDocumentNode<RedirectsData, NoVariables> = gql`
  query Redirects {
    redirects(pagination: { limit: 200 }, sort: "from") { data { attributes { from to permanent } } }
  }
`;
