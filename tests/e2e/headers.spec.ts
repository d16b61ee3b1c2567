import { expect, test } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { grade } = require('../support/observatory.cjs');

// Every response carries the security headers: pages, the 404 page, static assets.
for (const path of ['/', '/enterprise', '/no-such-page', '/images/logo.svg']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBeTruthy();
    expect(h['permissions-policy']).toBeTruthy();
    expect(h['x-powered-by']).toBeUndefined();
    expect(grade(h).grade).toBe('A+');
  });
}

test('the page runs under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') violations.push(m.text()); });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  expect(violations).toEqual([]);
});
