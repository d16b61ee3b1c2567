// The vitals' scales, written once for the site's counts and the CMS's ratings (shared/vitals.json).
import scales from '../../../../shared/vitals.json';

const edgesOf = (vital: string) => (vital === 'CLS' ? scales.clsEdges : scales.msEdges);

it.each(Object.entries(scales.thresholds))('%s: each of Google\'s thresholds is a bucket edge, so a p75 bucket is rated exactly', (vital, limits) => {
  for (const limit of limits) expect(edgesOf(vital)).toContain(limit);
});

it('the edges rise, and the vitals are the five a visit reports', () => {
  for (const edges of [scales.msEdges, scales.clsEdges]) expect([...edges].sort((a, b) => a - b)).toEqual(edges);
  expect(Object.keys(scales.thresholds).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
});
