// Content entries (course, page, testimonial) through the one CMS door (lib/cms/query.ts).
import { COURSE_BY_PATH, COURSE_CARDS, CONTENT_ROUTES, PAGE_BY_PATH, REDIRECTS, TESTIMONIALS } from '../../graphql/content';
import { isContentPath } from './paths';
import { queryCms, worstSource, type CmsResult } from './query';
import { toContentRoutes, toCourse, toCourseCards, toPage, toRedirects, toTestimonials } from './contentReshape';
import type { Content, ContentKind, ContentRoute, CourseCard, Page, Redirect, Testimonial } from './contentTypes';

export type Answer<T> = CmsResult<T>;

/**
 * The course or page published at `path` (its draft with `draft`), or null. `kind`, when the
 * list of published routes knows it, spares the query of the other collection. `source` says
 * whether the CMS answered ('fresh') or the value is the last good answer ('stale') or nothing ('default').
 */
export async function getContent(path: string, { kind, draft = false }: { kind?: ContentKind; draft?: boolean } = {}): Promise<Answer<Content | null>> {
  if (!isContentPath(path)) return { value: null, source: 'fresh' };
  const none = { value: null, source: 'fresh' } as const;
  const [course, page] = await Promise.all([
    kind === 'page' ? none : queryCms(COURSE_BY_PATH, { path }, { attempts: 2, draft }),
    kind === 'course' ? none : queryCms(PAGE_BY_PATH, { path }, { attempts: 2, draft }),
  ]);
  const source = worstSource(course.source, page.source);
  const c = toCourse(course.value);
  if (c) return { value: { kind: 'course', course: c }, source };
  const p = toPage(page.value);
  return { value: p ? { kind: 'page', page: p } : null, source };
}

/** The page entry at `path` (a page with a file of its own, e.g. the resource library), or null. */
export async function getPage(path: string): Promise<Answer<Page | null>> {
  const r = await queryCms(PAGE_BY_PATH, { path }, { attempts: 2 });
  return { value: toPage(r.value), source: r.source };
}

export async function listContentRoutes(): Promise<Answer<ContentRoute[]>> {
  const r = await queryCms(CONTENT_ROUTES, undefined, { attempts: 2 });
  return { value: toContentRoutes(r.value), source: r.source };
}

export async function listCourseCards(): Promise<Answer<CourseCard[]>> {
  const r = await queryCms(COURSE_CARDS, undefined, { attempts: 2 });
  return { value: toCourseCards(r.value), source: r.source };
}

export async function listTestimonials(): Promise<Answer<Testimonial[]>> {
  const r = await queryCms(TESTIMONIALS, undefined, { attempts: 2 });
  return { value: toTestimonials(r.value), source: r.source };
}

export async function listRedirects(): Promise<Answer<Redirect[]>> {
  const r = await queryCms(REDIRECTS, undefined, { attempts: 2 });
  return { value: toRedirects(r.value), source: r.source };
}
