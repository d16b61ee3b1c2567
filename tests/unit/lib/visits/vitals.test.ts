// The vitals' scales, written once for the site's counts and the CMS's ratings (shared/visits.cjs).
import { THRESHOLDS, VITAL_EDGES } from '../../../../shared/visits.cjs';

const edgesOf = (vital: string) => VITAL_EDGES[vital];

it.each(Object.entries(THRESHOLDS))('%s: each of Google\'s thresholds is a bucket edge, so a p75 bucket is rated exactly', (vital, limits) => {
  for (const limit of limits) expect(edgesOf(vital)).toContain(limit);
});

it('the edges rise, and the vitals are the five a visit reports', () => {
  for (const edges of Object.values(VITAL_EDGES)) expect([...edges].sort((a, b) => a - b)).toEqual(edges);
  expect(Object.keys(THRESHOLDS).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
});
