import SmartLink from '../common/SmartLink';
import type { CourseCard } from '../../lib/cms/types';
import styles from './course.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

export default function CourseCards({ courses, headingLevel = 3 }: { courses: CourseCard[]; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const texts = useSiteTexts();
  if (!courses.length) return <p>{texts.courseCardsEmpty}</p>;
  return (
    <ul className={styles.courseCards}>
      {courses.map((c) => (
        <li key={c.path}>
          <H>{c.title}</H>
          {c.tagline && <p>{c.tagline}</p>}
          {(c.duration || c.mode) && <p><small>{[c.duration, c.mode].filter(Boolean).join(' · ')}</small></p>}
          <SmartLink href={c.path} aria-label={`${c.title}: course details`}>{texts.courseDetailsLink}</SmartLink>
        </li>
      ))}
    </ul>
  );
}
