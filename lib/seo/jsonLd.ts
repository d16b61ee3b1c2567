// schema.org JSON-LD builders. Each carries the properties schema.org / Google require:
// EducationalOrganization (name, url), Course (name, description, provider),
// FAQPage (mainEntity of Question with name + acceptedAnswer.text).
import type { Course, Faq } from '../cms/types';
import { absoluteUrl, SITE_NAME, SITE_URL } from './site';

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(contacts: { email?: string; phoneNumber?: string; address?: string } = {}, base = SITE_URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SITE_NAME,
    url: absoluteUrl('/', base),
    logo: absoluteUrl('/images/logo.svg', base),
    description: 'VLSI and embedded systems training institute in Bengaluru, India.',
    ...(contacts.address ? { address: { '@type': 'PostalAddress', streetAddress: contacts.address, addressLocality: 'Bengaluru', addressCountry: 'IN' } } : {}),
    ...(contacts.email ? { email: contacts.email } : {}),
  };
}

export function courseJsonLd(course: Pick<Course, 'path' | 'title' | 'tagline' | 'seo' | 'mode' | 'duration'>, base = SITE_URL): JsonLd {
  const description = course.seo.metaDescription || course.tagline || course.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description,
    url: absoluteUrl(course.path, base),
    provider: { '@type': 'EducationalOrganization', name: SITE_NAME, sameAs: absoluteUrl('/', base) },
    inLanguage: 'en',
    ...(course.mode || course.duration
      ? { hasCourseInstance: { '@type': 'CourseInstance', courseMode: course.mode || undefined, courseWorkload: course.duration || undefined } }
      : {}),
  };
}

/** null when there are no FAQs: an empty FAQPage is invalid. */
export function faqJsonLd(faqs: Pick<Faq, 'question' | 'answerText'>[]): JsonLd | null {
  const items = faqs.filter((f) => f.question && f.answerText);
  if (!items.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answerText } })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
