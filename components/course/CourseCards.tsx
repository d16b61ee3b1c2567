import SmartLink from '../common/SmartLink';
import type { CourseCard } from '../../lib/cms/types';
import styles from './course.module.scss';

export default function CourseCards({ courses, headingLevel = 3 }: { courses: CourseCard[]; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  if (!courses.length) return <p>New batches are being scheduled; please check back soon.</p>;
  return (
    <ul className={styles.courseCards}>
      {courses.map((c) => (
        <li key={c.path}>
          <H>{c.title}</H>
          {c.tagline && <p>{c.tagline}</p>}
          {(c.duration || c.mode) && <p><small>{[c.duration, c.mode].filter(Boolean).join(' · ')}</small></p>}
          <SmartLink href={c.path} aria-label={`${c.title}: course details`}>Course details →</SmartLink>
        </li>
      ))}
    </ul>
  );
}
