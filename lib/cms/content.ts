// Content entries (course, page, testimonial) through the one CMS door (lib/cms/query.ts).
import { COURSE_BY_PATH, COURSE_CARDS, CONTENT_ROUTES, PAGE_BY_PATH, TESTIMONIALS } from '../../graphql/content';
import { queryCms, type CmsResult } from './query';
import { isContentPath, toContentRoutes, toCourse, toCourseCards, toPage, toTestimonials } from './contentReshape';
import type { Content, ContentRoute, CourseCard, Testimonial } from './contentTypes';

export type Answer<T> = CmsResult<T>;

/**
 * The course or page published at `path` (its draft with `draft`), or null. `ok` is false when the CMS did not answer
 * (the value then comes from the last good answer, if there was one).
 */
export async function getContent(path: string, draft = false): Promise<Answer<Content | null>> {
  if (!isContentPath(path)) return { value: null, ok: true };
  const [course, page] = await Promise.all([queryCms(COURSE_BY_PATH, { path }, { attempts: 2, draft }), queryCms(PAGE_BY_PATH, { path }, { attempts: 2, draft })]);
  const ok = course.ok && page.ok;
  const c = toCourse(course.value);
  if (c) return { value: { kind: 'course', course: c }, ok };
  const p = toPage(page.value);
  return { value: p ? { kind: 'page', page: p } : null, ok };
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
