// Reads leads the way a marketer sees them: the CMS admin API (the public API cannot read leads).
import { expect, type Locator, type Page } from '@playwright/test';
import { adminToken } from './cms';
import { E2E } from './ports';

export interface CmsLead { id: number; form: string; email: string | null; idempotencyKey: string | null; [field: string]: unknown }

// One admin login per worker: the CMS rate-limits admin logins (429 after a few).
let token: Promise<string> | null = null;
const login = () => (token ??= adminToken().catch((e) => { token = null; throw e; }));

/** The CMS's leads matching every field of the filter (equal, or starting with `{ startsWith }`),
 * filtered by the CMS: a run stores more leads than one page holds, so filtering a page here
 * would miss the newest. */
export async function cmsLeads(filter: Record<string, string | { startsWith: string }> = {}, retried = false): Promise<CmsLead[]> {
  const auth = await login();
  const qs = new URLSearchParams({ pageSize: '1000', sort: 'id:ASC' });
  Object.entries(filter).forEach(([field, value], i) => {
    if (typeof value === 'string') qs.set(`filters[$and][${i}][${field}][$eq]`, value);
    else qs.set(`filters[$and][${i}][${field}][$startsWith]`, value.startsWith);
  });
  const leads: CmsLead[] = [];
  // Every page: a load journey stores thousands under one tag.
  for (let page = 1, pages = 1; page <= pages; page++) {
    qs.set('page', String(page));
    const res = await fetch(`${E2E.cmsUrl}/content-manager/collection-types/api::lead.lead?${qs}`, { headers: { authorization: `Bearer ${auth}` } });
    if (res.status === 401 && !retried) { token = null; return cmsLeads(filter, true); }
    if (!res.ok) throw new Error(`lead list failed: ${res.status} ${await res.text()}`);
    const body = await res.json();
    leads.push(...(body.results as CmsLead[]));
    pages = body.pagination?.pageCount ?? 1;
  }
  return leads;
}

/** Waits until the CMS holds `count` leads matching the filter (the gateway forwards in the background). */
/** The CMS's data requests of one email, as the grievance officer sees them. */
export async function cmsDataRequests(email: string): Promise<Record<string, unknown>[]> {
  const qs = new URLSearchParams({ page: '1', pageSize: '10', 'filters[$and][0][email][$eq]': email });
  const res = await fetch(`${E2E.cmsUrl}/content-manager/collection-types/api::data-request.data-request?${qs}`, {
    headers: { authorization: `Bearer ${await login()}` },
  });
  if (!res.ok) throw new Error(`data-request list failed: ${res.status}`);
  return (await res.json()).results as Record<string, unknown>[];
}

export async function waitForLeads(filter: Record<string, string>, count: number, timeout = 30_000): Promise<CmsLead[]> {
  await expect.poll(async () => (await cmsLeads(filter)).length, { timeout, intervals: [250, 500, 1000] }).toBe(count);
  return cmsLeads(filter);
}

/** The twelve spec §3 payload fields of a stored lead. */
const PAYLOAD_FIELDS = ['name', 'workExperience', 'mobileNumber', 'email', 'message', 'state', 'country', 'channel', 'leadSource', 'subSource', 'url', 'oldSource'] as const;
export const payloadOf = (lead: CmsLead) => Object.fromEntries(PAYLOAD_FIELDS.map((f) => [f, lead[f]]));

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Fills the lead form of the open dialog with a valid lead. */
export async function fillLeadForm(page: Page, v: { name: string; email: string; state?: string; phone?: string; experience?: string; message?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(v.name);
  await dialog.getByLabel('Email', { exact: true }).fill(v.email);
  const state = dialog.getByLabel('State', { exact: true });
  await expect(state.getByRole('option', { name: v.state ?? 'Karnataka' })).toHaveCount(1);
  await state.selectOption(v.state ?? 'Karnataka');
  await typeAfterPrefix(dialog.getByLabel('Phone number', { exact: true }), v.phone ?? '9876543210');
  await dialog.getByLabel('Work experience').selectOption(v.experience ?? '3-5 years');
  if (v.message) await dialog.getByLabel('Message (optional)').fill(v.message);
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
}

/** Types after the '+91' the phone input starts with, as a visitor clicking into it does. */
export async function typeAfterPrefix(input: Locator, digits: string) {
  await input.click();
  await input.press('End');
  await input.pressSequentially(digits);
}
