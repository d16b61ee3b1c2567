// Every operation the site sends. Server-only: the CMS door names operations in its logs.
import type { DocumentNode } from 'graphql';
import { CONTENT_ROUTES, COURSE_BY_PATH, COURSE_CARDS, PAGE_BY_PATH, REDIRECTS, TESTIMONIALS } from './content';
import {
  CONSENT_NOTICE, ENTERPRISE_NAVIGATION, FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG,
  REFER_AND_EARN, SITE_TEXTS, FORM_TEXTS,
} from './queries';

interface Operation { name: string; document: DocumentNode }

/** The operation name of any document, for logs. */
export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return (definition && 'name' in definition ? definition.name?.value : undefined) ?? 'anonymous';
}

export const OPERATIONS: readonly Operation[] = [
  POPUP_BY_SLUG, HEADER_BUTTON, REFER_AND_EARN, MARKETING_HEADER, MARKETING_CONTACTS, NAVIGATION, FOOTER, ENTERPRISE_NAVIGATION,
  CONSENT_NOTICE, SITE_TEXTS, FORM_TEXTS, COURSE_BY_PATH, PAGE_BY_PATH, CONTENT_ROUTES, COURSE_CARDS, TESTIMONIALS, REDIRECTS,
].map((document) => ({ name: operationName(document), document }));
