// schema.org JSON-LD builders. Each carries the properties schema.org / Google require:
// EducationalOrganization (name, url), Course (name, description, provider; for Google's course info
// rich result also offers and hasCourseInstance, each instance with its mode and schedule),
// FAQPage (mainEntity of Question with name + acceptedAnswer.text).
import type { Content, Course, Faq, LayoutContent } from '../cms/types';
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

type CourseFacts = Pick<Course, 'path' | 'title' | 'tagline' | 'seo' | 'mode' | 'duration' | 'fee' | 'schedule' | 'batches'>;

export function courseJsonLd(course: CourseFacts, base = SITE_URL): JsonLd {
  const description = course.seo.metaDescription || course.tagline || course.title;
  const url = absoluteUrl(course.path, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description,
    url,
    provider: { '@type': 'EducationalOrganization', name: SITE_NAME, sameAs: absoluteUrl('/', base) },
    inLanguage: 'en',
    ...(course.fee ? { offers: [{ '@type': 'Offer', category: 'Paid', price: course.fee.amount, priceCurrency: course.fee.currency, url }] } : {}),
    ...courseInstances(course),
  };
}

/**
 * One CourseInstance a batch (its start, mode and seats), or one for the course when it has no
 * batch. Google wants a schedule (ISO 8601 hours a week × weeks) or a workload; the course's
 * free-text duration ("6 months, full time") is neither, so it is given only without a schedule.
 */
function courseInstances(course: CourseFacts): JsonLd {
  const schedule = course.schedule
    ? { courseSchedule: { '@type': 'Schedule', duration: `PT${course.schedule.hoursPerWeek}H`, repeatFrequency: 'Weekly', repeatCount: course.schedule.weeks } }
    : course.duration ? { courseWorkload: course.duration } : {};
  const instances = course.batches.length
    ? course.batches.map((b) => ({
      '@type': 'CourseInstance', courseMode: b.mode || undefined, startDate: b.startDate, ...schedule,
      ...(b.seatsLeft !== null ? { remainingAttendeeCapacity: b.seatsLeft } : {}),
    }))
    : course.mode || Object.keys(schedule).length ? [{ '@type': 'CourseInstance', courseMode: course.mode || undefined, ...schedule }] : [];
  return instances.length ? { hasCourseInstance: instances } : {};
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

/** A content page's JSON-LD blocks, serialised (the home page's with the organisation's), built in
 *  its page data on the server: the browser renders the strings and carries none of these builders. */
export function pageJsonLd(path: string, content: Content, layout: LayoutContent): string[] {
  const blocks = content.kind === 'course'
    ? [courseJsonLd(content.course), faqJsonLd(content.course.faqs)]
    : [path === '/' ? organizationJsonLd({ address: layout.footer?.address, email: layout.headerButton?.admissionemailForHeader }) : null, faqJsonLd(content.page.faqs)];
  return blocks.filter((b): b is JsonLd => b !== null).map(serializeJsonLd);
}
