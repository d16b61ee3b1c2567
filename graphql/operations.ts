// Every operation the site sends, with the zod schema of its variables. Server-only: the CMS
// door names operations in its logs.
import type { DocumentNode } from 'graphql';
import type { z } from 'zod';
import { CONTENT_ROUTES, COURSE_BY_PATH, COURSE_CARDS, PAGE_BY_PATH, REDIRECTS, TESTIMONIALS } from './content';
import {
  CONSENT_NOTICE, ENTERPRISE_NAVIGATION, FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG,
  REFER_AND_EARN, SITE_TEXTS, FORM_TEXTS,
} from './queries';
import * as v from './variables';

export interface Operation { name: string; document: DocumentNode; variables: z.ZodType }

/** The operation name of any document, for logs and the allow-list. */
export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return (definition && 'name' in definition ? definition.name?.value : undefined) ?? 'anonymous';
}

const op = (document: DocumentNode, variables: z.ZodType = v.noVariables): Operation =>
  ({ name: operationName(document), document, variables });

export const OPERATIONS: readonly Operation[] = [
  op(POPUP_BY_SLUG, v.popUpVariables),
  op(HEADER_BUTTON, v.publishedVariables),
  op(REFER_AND_EARN, v.publishedVariables),
  op(MARKETING_HEADER, v.publishedVariables),
  op(MARKETING_CONTACTS, v.publishedVariables),
  op(NAVIGATION, v.publishedVariables),
  op(FOOTER, v.publishedVariables),
  op(ENTERPRISE_NAVIGATION, v.publishedVariables),
  op(CONSENT_NOTICE, v.publishedVariables),
  op(SITE_TEXTS, v.publishedVariables),
  op(FORM_TEXTS, v.publishedVariables),
  op(COURSE_BY_PATH, v.byPathVariables),
  op(PAGE_BY_PATH, v.byPathVariables),
  op(CONTENT_ROUTES),
  op(COURSE_CARDS),
  op(TESTIMONIALS),
  op(REDIRECTS),
];
