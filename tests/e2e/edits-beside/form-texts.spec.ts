// The forms' words are the marketers'. A text of each form (the lead form, the enterprise
// demo form, a download form, the /data-rights page and its form), one validation message among them,
// is changed in the CMS's Form texts as a marketer does (load, change, save, publish), seen on the
// site, and put back. In this lane (not the journeys') because the journeys lane beside it sends leads
// through the forms: the texts changed here are ones it does not read.
import { expect, test, type Page } from '../support/test';
import { editAndPublishSingleType, openDemoPopup, thenRestore, untilShown } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';

test.use({ viewport: { width: 1280, height: 800 } });

const UID = 'api::form-text.form-text';

/** Reloads `path` until the page brings `text` (in its markup or its props): that page has regenerated. */
const untilBrought = (page: Page, path: string, text: string) =>
  expect.poll(async () => { await page.goto(path); return (await page.content()).includes(text); }, { timeout: 45_000 }).toBe(true);

test('a text of each form, and a validation message, edited in the CMS show on the site', async ({ page }) => {
  // Five page regenerations waited for, 45 s each at most, plus two publishes: the 180 s it had ran
  // out in a full run (the other lane's publishes regenerate every page too).
  test.setTimeout(360_000);
  await stubRecaptcha(page);
  const s = String(Date.now() % 1_000_000);
  let original: Record<string, unknown> | undefined;
  await editAndPublishSingleType<Record<string, unknown>>(UID, (d) => {
    original = structuredClone(d);
    return {
      ...d,
      errorNameSubmit: `Tell us your name ${s}`, leadExperiencePlaceholder: `Your years in the industry ${s}`,
      enterpriseNameLabel: `Your full name ${s}`,
      downloadButton: `Get it ${s}`,
      dataRightsTitle: `Your data, your say ${s}`, dataRequestSubmit: `Send my request ${s}`, errorContact: `Give us an email or a phone ${s}`,
    };
  });
  await thenRestore(async () => {
    // The /data-rights page: its heading, its tab title, its button and a message after a bad input.
    await untilShown(page, '/data-rights', () => page.getByRole('heading', { level: 1, name: `Your data, your say ${s}` }).count(), 45_000);
    await expect(page).toHaveTitle(`Your data, your say ${s} | Maven Silicon`);
    await page.getByRole('button', { name: `Send my request ${s}` }).click();
    await expect(page.getByLabel('Your email')).toHaveAccessibleDescription(`Give us an email or a phone ${s}`);

    // The download form's button.
    await untilBrought(page, '/vlsi/free-vlsi-training-courses', `Get it ${s}`);
    await expect(page.getByRole('main').getByRole('button', { name: `Get it ${s}` }).first()).toBeVisible();

    // The lead form: an option's words, and the on-submit message of an empty name.
    await untilBrought(page, '/', `Tell us your name ${s}`);
    const dialog = await openDemoPopup(page);
    await expect(dialog.getByRole('option', { name: `Your years in the industry ${s}` })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(`Tell us your name ${s}`);

    // The enterprise header's demo form.
    await untilBrought(page, '/enterprise', `Your full name ${s}`);
    // Its one button at 1280 px (the phone menu's toggle is hidden), not by its words: the journeys
    // lane beside this one renames it in the CMS meanwhile (a full run waited for 'Request a demo').
    await page.getByTestId('enterprise-header').getByRole('button').click();
    await expect(page.getByRole('dialog').getByLabel(`Your full name ${s}`)).toBeVisible();
  }, async () => {
    await editAndPublishSingleType<Record<string, unknown>>(UID, () => original!);
    await untilShown(page, '/data-rights', () => page.getByRole('heading', { level: 1, name: 'Your data rights' }).count(), 45_000);
  });
});
