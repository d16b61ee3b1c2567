import { SKELETON_FEATURES, SKELETON_NAV_ITEMS } from '../../lib/constants';
import styles from './courseSkeleton.module.scss';

/** Spec §2 "course page loading skeleton": a navigation bar with 6 items, a hero, 5 features. */
export default function CourseSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading course" data-testid="course-skeleton">
      <h1 className="visually-hidden">Loading course</h1>
      <div className={styles.skNav}>{Array.from({ length: SKELETON_NAV_ITEMS }, (_, i) => <span key={i} />)}</div>
      <div className={styles.skHero} />
      <div className={`container ${styles.skFeatures}`}>{Array.from({ length: SKELETON_FEATURES }, (_, i) => <span key={i} />)}</div>
    </div>
  );
}
