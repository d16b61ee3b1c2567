// The admin a marketer loads. `strapi build` bundles it with the NODE_ENV it runs under, and
// Strapi reads an unset one as development: the admin was React's development build, slower on
// every edit, with Strapi's guided tour popping over the edit view (cms/scripts/strapi.js).
import { expect, test } from '../support/test';
import { E2E } from '../support/ports';

test('the CMS admin is a production build: React does not announce development mode', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${E2E.cmsUrl}/admin`);
  // React's development build logs this when its module loads, before it renders anything.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(logged.filter((text) => text.includes('React DevTools'))).toEqual([]);
});
