import { expect, test } from '../support/test';
import { CHAT_ORIGIN, skipOnDeployedSite, stubChatProvider } from '../support/chat';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { grade } = require('../../support/observatory.cjs');

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
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(h['x-powered-by']).toBeUndefined();
    expect(grade(h).grade).toBe('A+');
  });
}

test('the page and the configured chat provider run under the CSP without violations', async ({ page }) => {
  skipOnDeployedSite();
  const violations: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') violations.push(m.text()); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  const provider = await stubChatProvider(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain(CHAT_ORIGIN);
  expect(provider).toEqual([]);
  await page.getByRole('button', { name: 'Open chat' }).click();
  // The request log shows the script ran and reached its origin by fetch and by frame: a CSP
  // that blocked any of the three would leave a path out (and log a violation).
  await expect.poll(() => [...provider].sort()).toEqual(['/frame', '/session', '/widget.js']);
  await expect(page.frameLocator('iframe[title="Chat provider"]').getByText('Hello')).toBeVisible();
  expect(violations).toEqual([]);
});
