// Content entries (course, page, testimonial) through the one CMS door (lib/cms/query.ts).
import { COURSE_BY_PATH, COURSE_CARDS, CONTENT_ROUTES, PAGE_BY_PATH, TESTIMONIALS } from '../../graphql/content';
import { queryCms, type CmsResult } from './query';
import { isContentPath, toContentRoutes, toCourse, toCourseCards, toPage, toTestimonials } from './contentReshape';
import type { Content, ContentRoute, CourseCard, DocumentFile, Testimonial } from './contentTypes';

export type Answer<T> = CmsResult<T>;

/**
 * The course or page published at `path`, or null. `ok` is false when the CMS did not answer
 * (the value then comes from the last good answer, if there was one).
 */
export async function getContent(path: string): Promise<Answer<Content | null>> {
  if (!isContentPath(path)) return { value: null, ok: true };
  const [course, page] = await Promise.all([queryCms(COURSE_BY_PATH, { path }, { attempts: 2 }), queryCms(PAGE_BY_PATH, { path }, { attempts: 2 })]);
  const ok = course.ok && page.ok;
  const c = toCourse(course.value);
  if (c) return { value: { kind: 'course', course: c }, ok };
  const p = toPage(page.value);
  return { value: p ? { kind: 'page', page: p } : null, ok };
}

/** The documents (by download id) of the page entry at `path`: the resource library's files. */
export async function getDocuments(path: string): Promise<Answer<Record<string, DocumentFile>>> {
  const r = await queryCms(PAGE_BY_PATH, { path }, { attempts: 2 });
  return { value: toPage(r.value)?.documents ?? {}, ok: r.ok };
}

export async function listContentRoutes(): Promise<Answer<ContentRoute[]>> {
  const r = await queryCms(CONTENT_ROUTES, undefined, { attempts: 2 });
  return { value: toContentRoutes(r.value), ok: r.ok };
}

export async function listCourseCards(): Promise<Answer<CourseCard[]>> {
  const r = await queryCms(COURSE_CARDS, undefined, { attempts: 2 });
  return { value: toCourseCards(r.value), ok: r.ok };
}

export async function listTestimonials(): Promise<Answer<Testimonial[]>> {
  const r = await queryCms(TESTIMONIALS, undefined, { attempts: 2 });
  return { value: toTestimonials(r.value), ok: r.ok };
}
