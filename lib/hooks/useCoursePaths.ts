import { useCallback, useEffect, useState } from 'react';
import { COURSE_PATHS_API } from '../constants';
import { whenIdle } from '../perf/idle';

/** Fallback delay where requestIdleCallback is missing (Safari): after hydration's work, not during it. */
const IDLE_FALLBACK_MS = 1500;

let request: Promise<string[]> | null = null;
/** One request per page view, shared by every caller; a failure lets the next call try again. */
function loadCoursePaths(): Promise<string[]> {
  request ??= fetch(COURSE_PATHS_API, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((body: { paths?: unknown }) => (Array.isArray(body.paths) ? body.paths.filter((p): p is string => typeof p === 'string') : []))
    .catch(() => { request = null; return []; });
  return request;
}

/**
 * The published course paths, asked once when the browser is idle after hydration,
 * so neither first-load work nor page props grow; `ensure()` asks at once (a route change began
 * before idle). Empty until the answer arrives: selectLayout's spec list covers that moment.
 */
export function useCoursePaths(): { coursePaths: readonly string[]; ensure: () => void } {
  const [coursePaths, setCoursePaths] = useState<readonly string[]>([]);
  const ensure = useCallback(() => { void loadCoursePaths().then(setCoursePaths); }, []);
  useEffect(() => whenIdle(ensure, 5000, IDLE_FALLBACK_MS), [ensure]);
  return { coursePaths, ensure };
}
