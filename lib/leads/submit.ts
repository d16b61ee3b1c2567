// Browser side of a submission: one POST to the site's own gateway.
import type { DownloadType } from './downloads';
import { downloadBody, downloadEndpoint } from './downloads';
import { HONEYPOT_FIELD, type LeadPayload } from './schema';

export interface SubmitResult { status: number; errors?: Record<string, string> }

export async function postLead(endpoint: string, payload: LeadPayload, opts: { captcha: string; idempotencyKey: string; honeypot?: string }): Promise<SubmitResult> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': opts.idempotencyKey },
    body: JSON.stringify({ data: payload, captcha: opts.captcha, [HONEYPOT_FIELD]: opts.honeypot ?? '' }),
  });
  let body: { status?: number; errors?: Record<string, string> } = {};
  try { body = await res.json(); } catch { /* not JSON */ }
  if (!res.ok) throw Object.assign(new Error(`lead rejected: ${res.status}`), { status: res.status, errors: body.errors });
  // Only the status field of the answer is read (spec §7).
  return { status: typeof body.status === 'number' ? body.status : res.status };
}

/** Spec §7/§8: a download request whose failure is silently ignored. Resolves to whether it was accepted. */
export async function requestDownload(type: DownloadType, id: string, email: string, idempotencyKey?: string): Promise<boolean> {
  try {
    const res = await fetch(downloadEndpoint(type), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: JSON.stringify(downloadBody(type, id, email)),
    });
    return res.ok;
  } catch {
    return false;
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The states/regions of a country, from the site's server (the data never ships to browsers). */
export async function fetchStates(country: string): Promise<string[]> {
  try {
    const res = await fetch(`/api/states?country=${encodeURIComponent(country)}`);
    if (!res.ok) return [];
    const body = (await res.json()) as { states?: string[] };
    return body.states ?? [];
  } catch {
    return [];
  }
}
