import { useRouter } from 'next/router';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { COURSE_TABS, type CourseTabKey } from '../../lib/constants';
import type { CourseCard } from '../../lib/cms/types';
import CourseCards from './CourseCards';
import styles from './course.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

const PATH = '/best-vlsi-training-institute';
const tabOf = (value: unknown): CourseTabKey | undefined => COURSE_TABS.find((t) => t.key === value)?.key;

/**
 * `?tab=part_time|job_oriented` picks the tab. The page was generated for it (`initial`: one static
 * page per tab, proxy.ts), so the first paint shows it. Each tab is a link to its `?tab=`, which
 * works before the page's code has come; then choosing a tab switches in the page and updates the
 * URL without a data fetch. WAI-ARIA tabs: arrow keys, Home/End, roving tabindex.
 */
export default function CourseTabs({ courses, initial }: { courses: CourseCard[]; initial: CourseTabKey }) {
  const router = useRouter();
  const texts = useSiteTexts();
  // The query once the router has read it (a shallow replace, Back, Forward), else the page's own tab.
  const active = tabOf(router.query.tab) ?? initial;
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (key: CourseTabKey, focus = false) => {
    void router.replace(`${PATH}?tab=${key}`, undefined, { shallow: true, scroll: false });
    if (focus) refs.current[COURSE_TABS.findIndex((t) => t.key === key)]?.focus();
  };

  const onClick = (e: MouseEvent, key: CourseTabKey) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    select(key);
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
          <a key={t.key} ref={(el) => { refs.current[i] = el; }} href={`${PATH}?tab=${t.key}`} role="tab" id={`tab-${t.key}`}
            aria-selected={t.key === active} aria-controls={`panel-${t.key}`} tabIndex={t.key === active ? 0 : -1}
            onClick={(e) => onClick(e, t.key)} onKeyDown={(e) => onKey(e, i)}>
            {texts[t.label]}
          </a>
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
