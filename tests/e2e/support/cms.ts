// Talks to the e2e CMS the way a visitor's data source and a marketer would:
// the public GraphQL API, and the admin panel's own HTTP API for edits.
import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { E2E, SETTLE_MS } from './ports';
import * as cmsAdmin from '../../support/cmsAdmin.cjs';

// These helpers' calls to the CMS are bounded: a CMS that stops answering fails the step that
// asked, not the whole test at its timeout with no step named.
const CMS_CALL_MS = 30_000;

export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${E2E.cmsUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(CMS_CALL_MS),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export async function headerButtonName(): Promise<string> {
  const d = await graphql<{ b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: string } } } } }>('{ b2CComponant { data { attributes { freeDemoClassButton { buttonName } } } } }');
  return d.b2CComponant.data.attributes.freeDemoClassButton.buttonName;
}

/** A word of the site that belongs to no entry (the site texts), as the CMS publishes it. */
async function siteText(field: string): Promise<string> {
  const d = await graphql<{ siteText: { data: { attributes: Record<string, string> } } }>(`{ siteText { data { attributes { ${field} } } } }`);
  return d.siteText.data.attributes[field];
}

/**
 * What `find` locates on the loaded page by the text the CMS has for it. Journeys run beside CMS
 * edits that change such texts and put them back: when the page and the CMS disagree, the page is
 * loaded again until they show the same text.
 */
async function shownAsInCms(page: Page, what: string, text: () => Promise<string>, find: (text: string) => Locator): Promise<Locator> {
  let found: Locator | undefined;
  await expect.poll(async () => {
    // A publish in the other lane replaces the entry: for a moment the CMS may answer without the
    // field (its component not yet copied), which is "not yet", not a failure (expect.poll stops
    // on a throw, so none may escape).
    const name = await text().catch(() => null);
    const candidate = name ? find(name) : undefined;
    if (candidate && await candidate.count()) found = candidate;
    else await page.reload();
    return Boolean(found);
  }, { message: `${what} shows the text the CMS has`, timeout: SETTLE_MS }).toBe(true);
  return found!;
}

/** The desktop header's free-demo button of the loaded page, named as the CMS names it. */
export const demoButton = (page: Page) =>
  shownAsInCms(page, "the header's free-demo button", headerButtonName, (name) => page.getByTestId('desktop-header').getByRole('button', { name }));

/** The footer's privacy policy link of the loaded page, named as the CMS names it. */
export const privacyLink = (page: Page) =>
  shownAsInCms(page, "the footer's privacy link", () => siteText('footerPrivacyPolicy'), (name) => page.getByRole('contentinfo').getByRole('link', { name, exact: true }));

/**
 * Clicks the desktop header's free-demo button; returns the open popup with its form. The dialog
 * opens at once, busy, and its contents follow: a check of what the form shows waits for them.
 */
export async function openDemoPopup(page: Page): Promise<Locator> {
  await (await demoButton(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Join Maven for a free Demo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_MS });
  return dialog;
}

// One admin token for every journey (Strapi's login rate limit): tests/support/cmsAdmin.cjs.
export const ADMIN: { email: string; password: string } = cmsAdmin.ADMIN;
export const adminToken = (): Promise<string> => cmsAdmin.adminToken(E2E.cmsUrl, path.join(E2E.dir, 'admin-token.json'));

/** Signs in to the admin in the browser, as a marketer does (each costs one of Strapi's 5 logins in 5 minutes). */
export async function adminLogin(page: Page) {
  await page.goto(`${E2E.cmsUrl}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
}

/** One entry in the admin panel's HTTP API: a single type, or a collection type's document. */
export const entryUrl = (uid: string, documentId?: string) =>
  `${E2E.cmsUrl}/content-manager/${documentId ? `collection-types/${uid}/${documentId}` : `single-types/${uid}`}`;

/** A call to the admin panel's HTTP API, as the marketer's token; throws on an error status. */
export async function adminApi<T = unknown>(token: string, url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(CMS_CALL_MS),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  // A DELETE answers 204 with no body.
  return (res.status === 204 ? undefined : res.json()) as Promise<T>;
}

/** An entry's current (draft) fields, as the edit view loads them. */
export async function readEntry<Doc>(token: string, url: string): Promise<Doc> {
  return (await adminApi<{ data: Doc }>(token, url)).data;
}

/** What the admin panel does on "Save" then "Publish". */
export async function saveAndPublish(token: string, url: string, data: unknown) {
  await adminApi(token, url, { method: 'PUT', body: data });
  await adminApi(token, `${url}/actions/publish`, { method: 'POST', body: data });
}

/** Edits a single type the way a marketer does: load it, change it, save, publish. */
export async function editAndPublishSingleType<Doc>(uid: string, change: (doc: Doc) => Doc) {
  const token = await adminToken();
  const url = entryUrl(uid);
  await saveAndPublish(token, url, change(await readEntry<Doc>(token, url)));
}

/** Reloads `path` until `probe` counts 1: the publish webhook regenerates the page within seconds. */
export const untilShown = (page: Page, path: string, probe: () => Promise<number>, timeout = SETTLE_MS) =>
  expect.poll(async () => { await page.goto(path); return probe(); }, { timeout }).toBe(1);

/**
 * Runs a journey that changed content, then puts the content back even when the journey failed,
 * without a failure of the restore hiding the journey's own.
 */
export async function thenRestore(journey: () => Promise<void>, restore: () => Promise<void>): Promise<void> {
  const outcome = await journey().then(() => null, (error: unknown) => ({ error }));
  const restored = await restore().then(() => null, (error: unknown) => ({ error }));
  const failure = outcome ?? restored;
  if (failure) throw failure.error;
}

/**
 * A new admin user of one role, signed in (invited by the super admin, then registered as the
 * invitee does): its admin token, or null when the CMS has no role of that name.
 */
export async function userOfRole(roleName: string): Promise<string | null> {
  const admin = await adminToken();
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(`${E2E.cmsUrl}${url}`, { ...init, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, signal: AbortSignal.timeout(CMS_CALL_MS) });
    expect(res.ok, `${url}: ${res.status}`).toBe(true);
    return res.json();
  };
  const roles = (await call('/admin/roles')).data as { id: number; name: string }[];
  const role = roles.find((r) => r.name === roleName);
  if (!role) return null;
  const email = `${roleName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const invited = await call('/admin/users', { method: 'POST', body: JSON.stringify({ firstname: roleName, lastname: 'Probe', email, roles: [role.id] }) });
  const res = await fetch(`${E2E.cmsUrl}/admin/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationToken: invited.data.registrationToken, userInfo: { firstname: roleName, lastname: 'Probe', password: 'Probe-Passw0rd!' } }),
    signal: AbortSignal.timeout(CMS_CALL_MS),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.token;
}
