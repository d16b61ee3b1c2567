import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useCoursePaths } from '../../lib/hooks/useCoursePaths';
import { selectLayout } from '../../lib/layout';
import CourseSkeleton from '../course/CourseSkeleton';
import BusyDots from './BusyDots';
import { navigationUnderWay } from './routeProgress';
import styles from './widgets.module.scss';

/**
 * Spec §4: a loading screen replaces the page during a route change; the stylesheet locks scroll.
 * On the way to a course page it is the course skeleton of spec §2, else three dots; which
 * paths are courses the CMS says (useCoursePaths), so a course added there gets the skeleton too.
 */
export default function RouteLoader() {
  const router = useRouter();
  // A navigation may have begun before this code came: it is covered too.
  const [destination, setDestination] = useState<string | null>(navigationUnderWay);
  const { coursePaths, ensure } = useCoursePaths();
  useEffect(() => {
    if (navigationUnderWay()) ensure();
    const start = (url: string, { shallow }: { shallow: boolean }) => { if (!shallow) { ensure(); setDestination(url); } };
    const end = () => setDestination(null);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events, ensure]);
  if (!destination) return null;
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      {/* The destination's layout says which loading screen it gets. */}
      {selectLayout(destination, coursePaths).skeleton === 'course' ? <CourseSkeleton /> : <BusyDots label="Loading page" />}
    </div>
  );
}
