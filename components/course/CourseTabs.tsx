import { useRouter } from 'next/router';
import { useRef, type KeyboardEvent } from 'react';
import { COURSE_TABS, DEFAULT_COURSE_TAB, type CourseTabKey } from '../../lib/constants';
import type { CourseCard } from '../../lib/cms/types';
import CourseCards from './CourseCards';
import styles from './course.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

const tabFromQuery = (value: unknown): CourseTabKey =>
  COURSE_TABS.some((t) => t.key === value) ? (value as CourseTabKey) : DEFAULT_COURSE_TAB;

/**
 * `?tab=part_time|job_oriented` picks the tab (client side, from router.query); choosing a tab
 * updates the URL without a data fetch. WAI-ARIA tabs: arrow keys, Home/End, roving tabindex.
 */
export default function CourseTabs({ courses }: { courses: CourseCard[] }) {
  const router = useRouter();
  const texts = useSiteTexts();
  const active = tabFromQuery(router.query.tab);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: CourseTabKey, focus = false) => {
    const { tab: _drop, slug: _slug, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: { ...rest, tab: key } }, undefined, { shallow: true, scroll: false });
    if (focus) refs.current[COURSE_TABS.findIndex((t) => t.key === key)]?.focus();
  };

  const onKey = (e: KeyboardEvent, index: number) => {
    const last = COURSE_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(COURSE_TABS[next].key, true);
  };

  return (
    <section className={`container ${styles.tabs}`} aria-labelledby="course-tabs-title">
      <h2 id="course-tabs-title">{texts.courseTabsHeading}</h2>
      <div role="tablist" aria-label="Course type">
        {COURSE_TABS.map((t, i) => (
          <button key={t.key} ref={(el) => { refs.current[i] = el; }} type="button" role="tab" id={`tab-${t.key}`}
            aria-selected={t.key === active} aria-controls={`panel-${t.key}`} tabIndex={t.key === active ? 0 : -1}
            onClick={() => select(t.key)} onKeyDown={(e) => onKey(e, i)}>
            {texts[t.label]}
          </button>
        ))}
      </div>
      {COURSE_TABS.map((t) => (
        <div key={t.key} role="tabpanel" id={`panel-${t.key}`} aria-labelledby={`tab-${t.key}`} hidden={t.key !== active} tabIndex={0}>
          <CourseCards courses={courses.filter((c) => (t.categories as readonly string[]).includes(c.category))} />
        </div>
      ))}
    </section>
  );
}
