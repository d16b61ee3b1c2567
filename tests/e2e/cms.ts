// Talks to the e2e CMS the way a visitor's data source and a marketer would:
// the public GraphQL API, and the admin panel's own HTTP API for edits.
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
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

export const ADMIN = {
  email: process.env.CMS_ADMIN_EMAIL ?? 'admin@maven.local',
  password: process.env.CMS_ADMIN_PASSWORD ?? 'MavenAdmin123!',
};

// Strapi allows 5 admin logins per 5 minutes for one email and address (its admin rate limit),
// and a marketer logs in once: the journeys share one token, kept in the e2e folder so every
// worker process reuses it, and log in again only once it is old (well inside its lifetime).
const TOKEN_FILE = path.join(E2E.dir, 'admin-token.json');
const TOKEN_REUSE_MS = 10 * 60_000;

export async function adminToken(): Promise<string> {
  try {
    const kept = JSON.parse(readFileSync(TOKEN_FILE, 'utf8')) as { token: string; at: number };
    if (Date.now() - kept.at < TOKEN_REUSE_MS) return kept.token;
  } catch { /* none yet */ }
  const res = await fetch(`${E2E.cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const token: string = (await res.json()).data.token;
  writeFileSync(TOKEN_FILE, JSON.stringify({ token, at: Date.now() }));
  return token;
}

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
