import { expect, test } from '../support/test';
import { editAndPublishSingleType, headerButtonName } from '../support/cms';
import { E2E, SETTLE_MS } from '../support/ports';

const UID = 'api::b2c-componant.b2c-componant';

test('a header button text published in the CMS shows after the revalidate period, without a rebuild', async ({ page }) => {
  const original = await headerButtonName();
  const edited = `Free Demo ${Date.now() % 100000}`;
  const setName = (name: string) => editAndPublishSingleType<{ freeDemoClassButton: { buttonName: string } }>(UID, (doc) => ({
    ...doc,
    freeDemoClassButton: { ...doc.freeDemoClassButton, buttonName: name },
  }));
  // ISR: the first request after the period triggers regeneration, a later one sees it.
  const expectLive = (name: string) => expect.poll(async () => {
    await page.goto('/');
    return page.getByTestId('desktop-header').getByRole('button', { name, exact: true }).count();
  }, { timeout: SETTLE_MS, intervals: [E2E.revalidateSeconds * 1000] }).toBe(1);
  await setName(edited);
  try {
    expect(await headerButtonName()).toBe(edited);
    await expectLive(edited);
  } finally {
    // Leave the page as other tests expect it: restored in the CMS and live again.
    await setName(original);
    await expectLive(original);
  }
});
