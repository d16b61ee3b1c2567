// Query documents for the content collections (course, page, testimonial), v4 response shape.
// Their answer and variable types are generated from the CMS's schema (`npm run codegen`).
import { gql, type TypedDocumentNode } from '@apollo/client';
import { CTA, FILE, LEAD_SOURCE, MEDIA, SEO } from './fragments';
import { TEXT_FRAGMENTS } from './generated';
import type {
  ContentRoutesQuery, ContentRoutesQueryVariables, CourseByPathQuery, CourseByPathQueryVariables, CourseCardsQuery,
  CourseCardsQueryVariables, PageByPathQuery, PageByPathQueryVariables, RedirectsQuery, RedirectsQueryVariables, TestimonialsQuery,
  TestimonialsQueryVariables,
} from './generated';

export const COURSE_BY_PATH: TypedDocumentNode<CourseByPathQuery, CourseByPathQueryVariables> = gql`
  query CourseByPath($path: String!, $status: PublicationStatus = PUBLISHED) {
    courses(status: $status, filters: { path: { eq: $path } }, pagination: { limit: 1 }) {
      data { id attributes {
        path category updatedAt ...CourseTexts
        heroImage { ...Media }
        highlights { title description }
        curriculum { title topics }
        tools { name }
        eligibility
        outcomes { label value }
        faqs { question answer }
        curriculumDocument { ...File }
        cta { ...Cta }
        leadSource { ...LeadSource }
        seo { ...Seo }
        fee feeCurrency weeks hoursPerWeek
        batches { startDate mode seatsLeft }
      } }
    }
  }
  ${TEXT_FRAGMENTS.course}
  ${MEDIA}
  ${FILE}
  ${CTA}
  ${LEAD_SOURCE}
  ${SEO}
`;

export const PAGE_BY_PATH: TypedDocumentNode<PageByPathQuery, PageByPathQueryVariables> = gql`
  query PageByPath($path: String!, $status: PublicationStatus = PUBLISHED) {
    pages(status: $status, filters: { path: { eq: $path } }, pagination: { limit: 1 }) {
      data { id attributes {
        path updatedAt ...PageTexts heroImage { ...Media }
        sections { heading body anchor image { ...Media } }
        faqs { question answer }
        cta { ...Cta }
        documents { downloadId title description file { ...File } }
        leadSource { ...LeadSource }
        seo { ...Seo }
      } }
    }
  }
  ${TEXT_FRAGMENTS.page}
  ${MEDIA}
  ${FILE}
  ${CTA}
  ${LEAD_SOURCE}
  ${SEO}
`;

/** Every published course and page path, for getStaticPaths, the sitemap and revalidation. */
export const CONTENT_ROUTES: TypedDocumentNode<ContentRoutesQuery, ContentRoutesQueryVariables> = gql`
  query ContentRoutes {
    courses(pagination: { limit: 200 }, sort: "path") { data { attributes { path updatedAt } } }
    pages(pagination: { limit: 200 }, sort: "path") { data { attributes { path updatedAt } } }
  }
`;

/** Course cards (home page, course tabs). */
export const COURSE_CARDS: TypedDocumentNode<CourseCardsQuery, CourseCardsQueryVariables> = gql`
  query CourseCards {
    courses(pagination: { limit: 200 }, sort: "title") { data { attributes { path category title tagline duration mode } } }
  }
`;

export const TESTIMONIALS: TypedDocumentNode<TestimonialsQuery, TestimonialsQueryVariables> = gql`
  query Testimonials {
    testimonials(pagination: { limit: 50 }, sort: "name") { data { id attributes { name role company quote } } }
  }
`;

/** The site's redirects : kept with the list of published paths (lib/cms/routes.ts). */
export const REDIRECTS: TypedDocumentNode<RedirectsQuery, RedirectsQueryVariables> = gql`
  query Redirects {
    redirects(pagination: { limit: 200 }, sort: "from") { data { attributes { from to permanent } } }
  }
`;
