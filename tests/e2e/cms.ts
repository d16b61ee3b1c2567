// Talks to the e2e CMS the way a visitor's data source and a marketer would:
// the public GraphQL API, and the admin panel's own HTTP API for edits.
import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { E2E } from './ports';

export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${E2E.cmsUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export async function headerButtonName(): Promise<string> {
  const d = await graphql<{ b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: string } } } } }>('{ b2CComponant { data { attributes { freeDemoClassButton { buttonName } } } } }');
  return d.b2CComponant.data.attributes.freeDemoClassButton.buttonName;
}

/** Clicks the desktop header's free-demo button (its text comes from the CMS); returns the open popup. */
export async function openDemoPopup(page: Page): Promise<Locator> {
  await page.getByTestId('desktop-header').getByRole('button', { name: await headerButtonName() }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Maven for a free Demo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// One admin token for every journey (Strapi's login rate limit): tests/support/cmsAdmin.cjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cmsAdmin = require('../support/cmsAdmin.cjs');
export const ADMIN: { email: string; password: string } = cmsAdmin.ADMIN;
export const adminToken = (): Promise<string> => cmsAdmin.adminToken(E2E.cmsUrl, path.join(E2E.dir, 'admin-token.json'));

/** What the admin panel does on "Save" then "Publish" for a single type. */
export async function editAndPublishSingleType<Doc>(uid: string, change: (doc: Doc) => Doc) {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${E2E.cmsUrl}/content-manager/single-types/${uid}`;
  const current = await (await fetch(base, { headers })).json();
  const data = change(current.data);
  const saved = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
}
