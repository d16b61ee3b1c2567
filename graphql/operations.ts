// Every operation the site sends, with the zod schemas of its answer and its variables.
// Server-only: the CMS door parses answers with it, and /api/graphql accepts nothing else.
import type { DocumentNode } from 'graphql';
import type { z } from 'zod';
import { CONTENT_ROUTES, COURSE_BY_PATH, COURSE_CARDS, PAGE_BY_PATH, REDIRECTS, TESTIMONIALS } from './content';
import {
  CONSENT_NOTICE, ENTERPRISE_NAVIGATION, FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG,
  REFER_AND_EARN, SITE_TEXTS, FORM_TEXTS,
} from './queries';
import * as r from './results';

export interface Operation { name: string; document: DocumentNode; result: z.ZodType; variables: z.ZodType }

/** The operation name of any document, for logs and the allow-list. */
export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return (definition && 'name' in definition ? definition.name?.value : undefined) ?? 'anonymous';
}

const op = (document: DocumentNode, result: z.ZodType, variables: z.ZodType = r.noVariables): Operation =>
  ({ name: operationName(document), document, result, variables });

export const OPERATIONS: readonly Operation[] = [
  op(POPUP_BY_SLUG, r.popUpResult, r.popUpVariables),
  op(HEADER_BUTTON, r.headerButtonResult, r.publishedVariables),
  op(REFER_AND_EARN, r.referAndEarnResult, r.publishedVariables),
  op(MARKETING_HEADER, r.marketingHeaderResult, r.publishedVariables),
  op(MARKETING_CONTACTS, r.marketingContactsResult, r.publishedVariables),
  op(NAVIGATION, r.navigationResult, r.publishedVariables),
  op(FOOTER, r.footerResult, r.publishedVariables),
  op(ENTERPRISE_NAVIGATION, r.enterpriseNavigationResult, r.publishedVariables),
  op(CONSENT_NOTICE, r.consentNoticeResult, r.publishedVariables),
  op(SITE_TEXTS, r.siteTextsResult, r.publishedVariables),
  op(FORM_TEXTS, r.formTextsResult, r.publishedVariables),
  op(COURSE_BY_PATH, r.courseByPathResult, r.byPathVariables),
  op(PAGE_BY_PATH, r.pageByPathResult, r.byPathVariables),
  op(CONTENT_ROUTES, r.contentRoutesResult),
  op(COURSE_CARDS, r.courseCardsResult),
  op(TESTIMONIALS, r.testimonialsResult),
  op(REDIRECTS, r.redirectsResult),
];

const byDocument = new Map(OPERATIONS.map((o) => [o.document, o]));

/** The registered operation of a document, or undefined (a document not listed above is sent untyped). */
export const operationOf = (document: DocumentNode): Operation | undefined => byDocument.get(document);

