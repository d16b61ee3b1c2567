import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useScrollLock } from '../../lib/hooks/useScrollLock';
import BusyDots from './BusyDots';
import styles from './widgets.module.scss';

/** Spec §4: a loading screen replaces the page during a route change; scroll is locked. */
export default function RouteLoader() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useScrollLock(loading);
  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => { if (!shallow) setLoading(true); };
    const end = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);
  if (!loading) return null;
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <BusyDots label="Loading page" />
    </div>
  );
}
