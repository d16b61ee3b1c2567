// The one env module (lib/env) in a real build: the browser gets the NEXT_PUBLIC_ settings the
// build was given, and none of the server's secrets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { CHAT_SCRIPT_URL } from '../support/chat';
import { openDemoPopup } from '../support/cms';
import { E2E_RECAPTCHA_SITE_KEY, stubRecaptcha } from '../support/leads-captcha';
import { E2E } from '../support/ports';
import { readState } from '../support/stack';

const SECRETS = ['REVALIDATE_SECRET', 'PREVIEW_SECRET', 'PREVIEW_API_TOKEN', 'RECAPTCHA_SECRET_KEY', 'DATABASE_URL', 'LEAD_FORWARD_TOKEN'];

function browserJavaScript(): string {
  const dir = path.join(__dirname, '..', '..', '..', E2E.distDir, 'static');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

test('the browser JavaScript of the build carries the public settings and no server secret', () => {
  const env = readState().siteEnv!;
  const js = browserJavaScript();
  expect(js).toContain(CHAT_SCRIPT_URL);
  expect(js).toContain(E2E_RECAPTCHA_SITE_KEY);
  const present = SECRETS.filter((name) => env[name]);
  expect(present, 'the e2e stack sets the secrets this looks for').toEqual(expect.arrayContaining(['REVALIDATE_SECRET', 'PREVIEW_API_TOKEN', 'RECAPTCHA_SECRET_KEY', 'DATABASE_URL']));
  expect(present.filter((name) => js.includes(env[name]))).toEqual([]);
});

test('the lead form renders the captcha with the configured site key', async ({ page }) => {
  await stubRecaptcha(page);
  await page.goto('/');
  const dialog = await openDemoPopup(page);
  await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __captchaSiteKey?: string }).__captchaSiteKey)).toBe(E2E_RECAPTCHA_SITE_KEY);
});
