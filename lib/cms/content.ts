// Content entries (course, page, testimonial) through the one CMS door. Like the furniture,
// every answer is remembered (lastKnownGood) and served again while the CMS is down.
import type { DocumentNode } from 'graphql';
import { serverEnv } from '../env';
import { COURSE_BY_PATH, COURSE_CARDS, CONTENT_ROUTES, PAGE_BY_PATH, TESTIMONIALS } from '../../graphql/content';
import { createServerClient } from './apollo';
import { recall, remember } from './lastKnownGood';
import { isContentPath, toContentRoutes, toCourse, toCourseCards, toPage, toTestimonials } from './contentReshape';
import type { Content, ContentRoute, CourseCard, Testimonial } from './contentTypes';

type Data = Record<string, unknown> | null;
export interface Answer<T> { value: T; ok: boolean }

/**
 * A build renders every page back to back and can outrun a busy CMS: it waits longer than a
 * visitor-facing regeneration would. One retry covers a single slow answer.
 */
const timeoutMs = () => (process.env.NEXT_PHASE === 'phase-production-build' ? Math.max(15_000, serverEnv.CMS_TIMEOUT_MS) : serverEnv.CMS_TIMEOUT_MS);
const ATTEMPTS = 2;

async function ask(query: DocumentNode, variables?: Record<string, unknown>): Promise<Answer<Data>> {
  const key = JSON.stringify(['content', query.loc?.source.body ?? '', variables ?? {}]);
  let partial: Data = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const client = createServerClient(serverEnv.CMS_URL, timeoutMs());
      const result = await client.query({ query, variables });
      const data = (result.data ?? null) as Data;
      if (!result.error && data) {
        remember(key, data);
        return { value: data, ok: true };
      }
      partial = data ?? partial;
    } catch { /* network error or timeout: retry, then fall back */ }
  }
  return { value: recall<Data>(key) ?? partial, ok: false };
}

/**
 * The course or page published at `path`, or null. `ok` is false when the CMS did not answer
 * (the value then comes from the last good answer, if there was one).
 */
export async function getContent(path: string): Promise<Answer<Content | null>> {
  if (!isContentPath(path)) return { value: null, ok: true };
  const [course, page] = await Promise.all([ask(COURSE_BY_PATH, { path }), ask(PAGE_BY_PATH, { path })]);
  const ok = course.ok && page.ok;
  const c = toCourse(course.value);
  if (c) return { value: { kind: 'course', course: c }, ok };
  const p = toPage(page.value);
  return { value: p ? { kind: 'page', page: p } : null, ok };
}

export async function listContentRoutes(): Promise<Answer<ContentRoute[]>> {
  const r = await ask(CONTENT_ROUTES);
  return { value: toContentRoutes(r.value), ok: r.ok };
}

export async function listCourseCards(): Promise<Answer<CourseCard[]>> {
  const r = await ask(COURSE_CARDS);
  return { value: toCourseCards(r.value), ok: r.ok };
}

export async function listTestimonials(): Promise<Answer<Testimonial[]>> {
  const r = await ask(TESTIMONIALS);
  return { value: toTestimonials(r.value), ok: r.ok };
}
