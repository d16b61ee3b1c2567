import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useScrollLock } from '../../lib/hooks/useScrollLock';
import { selectLayout } from '../../layouts/selectLayout';
import CourseSkeleton from '../course/CourseSkeleton';
import BusyDots from './BusyDots';
import styles from './widgets.module.scss';

/**
 * Spec §4: a loading screen replaces the page during a route change; scroll is locked.
 * On the way to a course page it is the course skeleton of spec §2, else three dots.
 */
export default function RouteLoader() {
  const router = useRouter();
  const [destination, setDestination] = useState<string | null>(null);
  const loading = destination !== null;
  useScrollLock(loading);
  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => { if (!shallow) setDestination(url); };
    const end = () => setDestination(null);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);
  if (!destination) return null;
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      {/* The destination's layout says which loading screen it gets. */}
      {selectLayout(destination).skeleton === 'course' ? <CourseSkeleton /> : <BusyDots label="Loading page" />}
    </div>
  );
}
