import { expect, test } from '@playwright/test';
import { headerButtonName } from './cms';
import { E2E } from './ports';
import { startCms, stopCms } from './stack';

test('with the CMS stopped, pages still answer 200 with their content', async ({ page, request }) => {
  const name = await headerButtonName();
  await stopCms();
  try {
    await expect(request.get(`${E2E.cmsUrl}/_health`)).rejects.toThrow();
    // Past several revalidate periods, so regenerations run against the dead CMS.
    for (const path of ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you', '/no-such-page']) {
      for (let i = 0; i < 2; i++) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        await page.waitForTimeout(E2E.revalidateSeconds * 1000 + 200);
      }
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Last known good content, not defaults.
    await expect(page.getByTestId('desktop-header').getByRole('button', { name })).toBeVisible();
  } finally {
    await startCms();
  }
});
