// @ts-check
'use strict';
// What visit figures are measured in, for the site's counts (lib/visits) and the CMS's widget (cms/src/lead-stats).

/** Google's thresholds (web.dev/articles/vitals): at or under the first, good; past the second, poor. */
const THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], FCP: [1800, 3000], TTFB: [800, 1800] };
const MS_EDGES = [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000,
  10000, 15000, 20000, 30000, 60000, 120000];
const CLS_EDGES = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1, 2, 5, 10];
/** @type {Record<string, number[]>} each vital's bucket edges (ms; CLS unitless): each threshold is an edge, so the p75's
 *  bucket rates it exactly; a value past the last edge is not physics. */
const VITAL_EDGES = Object.fromEntries(Object.keys(THRESHOLDS).map((v) => [v, v === 'CLS' ? CLS_EDGES : MS_EDGES]));

/** India's day of an instant (ms since the epoch), 'YYYY-MM-DD': the day visits and leads are counted in. @param {number} ms */
const indiaDay = (ms) => new Date(ms + 5.5 * 3600e3).toISOString().slice(0, 10);

module.exports = { THRESHOLDS, VITAL_EDGES, indiaDay };
