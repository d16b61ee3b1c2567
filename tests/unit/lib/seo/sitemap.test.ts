import * as entries from '../../../../lib/cms/entries';
import { buildRobots, buildSitemap } from '../../../../lib/seo/sitemap';
import { answer } from '../cms/answer';

const toContentRoutes = (raw: unknown) => entries.toContentRoutes(answer(raw));

const BASE = 'https://www.example.com';

describe('sitemap and robots', () => {
  it('lists each path once, sorted, absolute, with lastmod when known, leaving out unlisted paths', () => {
    const xml = buildSitemap([
      { path: '/b', lastmod: '2026-11-22T11:13:46.968Z' },
      { path: '/' },
      { path: '/a&b' },
      { path: '/b' },
      { path: '/thank-you' },
    ], { base: BASE, exclude: ['/thank-you'] });
    expect(xml).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${BASE}/</loc></url>`,
      `  <url><loc>${BASE}/a&amp;b</loc></url>`,
      `  <url><loc>${BASE}/b</loc><lastmod>2026-11-22T11:13:46.968Z</lastmod></url>`,
      '</urlset>',
      '',
    ].join('\n'));
  });

  it('ignores an unparseable lastmod', () => {
    expect(buildSitemap([{ path: '/x', lastmod: 'yesterday' }], { base: BASE })).toContain(`<loc>${BASE}/x</loc></url>`);
  });

  it('robots.txt points at the sitemap', () => {
    expect(buildRobots(BASE, ['/api/'])).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });

  it('takes routes from courses and pages, once each, dropping paths that are not site paths', () => {
    const row = (path: unknown, updatedAt = '2026-01-01T00:00:00.000Z') => ({ attributes: { path, updatedAt } });
    const data = {
      courses: { data: [row('/asic-verification'), row('javascript:alert(1)'), row('//evil.example'), row('/x/')] },
      pages: { data: [row('/'), row('/asic-verification', '2027-01-01T00:00:00.000Z'), row('/vlsi-jobs/uvm-interview-questions'), row(null)] },
    };
    expect(toContentRoutes(data)).toEqual([
      { path: '/', updatedAt: '2026-01-01T00:00:00.000Z', kind: 'page' },
      { path: '/asic-verification', updatedAt: '2026-01-01T00:00:00.000Z', kind: 'course' },
      { path: '/vlsi-jobs/uvm-interview-questions', updatedAt: '2026-01-01T00:00:00.000Z', kind: 'page' },
    ]);
  });
});
