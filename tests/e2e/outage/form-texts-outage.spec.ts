// While the CMS cannot answer, the forms, the popups and the /data-rights page show the seed's words
// (cms/seed/form-text.json and pop-up.json, read here as the CMS seeded them): labels, options, buttons and the
// validation messages a bad input brings, each page regenerated against the stopped CMS first.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import seed from '../../../cms/seed/form-text.json';
import popupSeed from '../../../cms/seed/pop-up.json';
import { headerButtonName } from '../support/cms';
import { startCms, siteEvents, stopCms } from '../support/stack';
import { SETTLE_MS } from '../support/ports';

test.use({ viewport: { width: 1280, height: 800 } });

const w = seed.data;
const popup = (slug: string) => popupSeed.entries.find((e) => e.slug === slug)!;
const PATHS = ['/data-rights', '/vlsi/free-vlsi-training-courses', '/', '/enterprise'];

/** Loads `path` once the site has regenerated it against the stopped CMS (its failed query logged with the path). */
async function regenerated(page: Page, request: APIRequestContext, path: string, since: number) {
  await expect.poll(async () => {
    await request.get(path);
    return siteEvents('cms_query_failed', since).some((e) => e.path === path);
  }, { timeout: SETTLE_MS, message: `${path} regenerated against the stopped CMS` }).toBe(true);
  expect((await page.goto(path))?.status()).toBe(200);
}

test('with the CMS stopped, every form and the data rights page speak the seed\'s words', async ({ page, request }) => {
  test.setTimeout(180_000);
  const demoButton = await headerButtonName();
  await stopCms();
  try {
    const since = Date.now();

    await regenerated(page, request, PATHS[0], since);
    await expect(page).toHaveTitle(`${w.dataRightsTitle} | Maven Silicon`);
    await expect(page.getByRole('heading', { level: 1, name: w.dataRightsTitle })).toBeVisible();
    await expect(page.getByText(w.dataRightsIntro.replace('{link}', w.dataRightsPrivacyLink))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.dataRightsFormHeading })).toBeVisible();
    const type = page.getByRole('main').getByLabel(w.dataRequestTypeLabel);
    await expect(type.getByRole('option')).toHaveText([
      w.dataRequestTypePlaceholder, w.dataRequestWithdraw, w.dataRequestAccess, w.dataRequestCorrect, w.dataRequestErase,
    ]);
    await page.getByRole('button', { name: w.dataRequestSubmit }).click();
    await expect(type).toHaveAccessibleDescription(w.errorRequestType);
    await expect(page.getByRole('main').getByLabel(w.dataRequestEmailLabel)).toHaveAccessibleDescription(w.errorContact);
    await expect(page.getByRole('main').getByLabel(w.dataRequestPhoneLabel)).toBeVisible();
    await expect(page.getByRole('main').getByLabel(w.dataRequestMessageLabel)).toBeVisible();
    await expect(page.getByText(w.errorCaptchaEmpty)).toBeVisible();

    await regenerated(page, request, PATHS[1], since);
    const card = page.locator('[data-download-type]').first();
    await card.getByLabel(w.downloadEmailLabel).fill('not-an-email');
    await card.getByRole('button', { name: w.downloadButton }).click();
    await expect(card.getByLabel(w.downloadEmailLabel)).toHaveAccessibleDescription(w.errorEmailInvalid);

    await regenerated(page, request, PATHS[2], since);
    await page.getByTestId('desktop-header').getByRole('button', { name: demoButton }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_MS });
    await expect(dialog).toHaveAccessibleName(popup('header-free-demo-class').sectionTitle);
    await expect(dialog.getByText(popup('header-free-demo-class').marketingLine!)).toBeVisible();
    for (const label of [w.leadNameLabel, w.leadEmailLabel, w.leadCountryLabel, w.leadStateLabel, w.leadPhoneLabel, w.leadExperienceLabel, w.leadMessageLabel]) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel(w.leadExperienceLabel).getByRole('option')).toHaveText([
      w.leadExperiencePlaceholder, w.leadExperienceStudent, w.leadExperienceUnder1, w.leadExperience1To2, w.leadExperience2To3,
      w.leadExperience3To5, w.leadExperience5To8, w.leadExperience8To12, w.leadExperience12To15, w.leadExperienceOver15,
    ]);
    await dialog.getByLabel(w.leadEmailLabel, { exact: true }).fill('asha@');
    await expect(dialog.getByLabel(w.leadEmailLabel, { exact: true })).toHaveAccessibleDescription(w.errorEmailChange);
    await dialog.getByRole('button', { name: w.leadSubmit }).click();
    await expect(dialog.getByLabel(w.leadNameLabel, { exact: true })).toHaveAccessibleDescription(w.errorNameSubmit);
    await expect(dialog.getByLabel(w.leadEmailLabel, { exact: true })).toHaveAccessibleDescription(w.errorEmailInvalid);
    await expect(dialog.getByLabel(w.leadPhoneLabel, { exact: true })).toHaveAccessibleDescription(w.errorPhoneEmpty);
    await expect(dialog.getByLabel(w.leadExperienceLabel)).toHaveAccessibleDescription(w.errorWorkExperienceSubmit);
    await expect(dialog.getByText(w.errorCaptchaEmpty)).toBeVisible();

    await regenerated(page, request, PATHS[3], since);
    await page.getByTestId('enterprise-header').getByRole('button', { name: 'Request a demo' }).click();
    const demo = page.getByRole('dialog');
    await expect(demo.getByLabel(w.enterpriseNameLabel)).toBeVisible();
    await expect(demo.getByLabel(w.enterpriseEmailLabel)).toBeVisible();
    await demo.getByRole('button', { name: 'Request a demo' }).click();
    await expect(demo.getByLabel(w.enterprisePhoneLabel)).toHaveAccessibleDescription(w.errorPhoneEmpty);
  } finally {
    await startCms();
  }
});
