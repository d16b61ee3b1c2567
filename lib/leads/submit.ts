// Browser side of a submission: one POST to the site's own gateway, with axios (the design
// card's HTTP client). This module loads only with a form (its enhancement, or a download form's
// submit), never in first-load JavaScript: tests/e2e/alongside/budget.spec.ts checks it. axios
// itself loads with the first post: a form the visitor is filling does not wait for it.
import type { AxiosInstance, AxiosResponse } from 'axios';
import { DOWNLOAD_ENDPOINTS, downloadBody, type DownloadType } from './downloads';
import { readAttribution } from './attribution';
import contract from '../../shared/contract.json';
import { HONEYPOT_FIELD, type Consent, type LeadPayload } from './schema';

export interface SubmitResult { status: number; errors?: Record<string, string> }

// Every answer is read here (4xx carry the field errors); only a network failure throws.
let client: Promise<AxiosInstance> | undefined;
const http = () => (client ??= import('axios').then(({ default: axios }) =>
  axios.create({ headers: { 'content-type': 'application/json' }, validateStatus: () => true })));
const post = async (url: string, body: unknown, headers?: Record<string, string>): Promise<AxiosResponse> =>
  (await http()).post(url, body, { headers });

/**
 * Waits before each resend of a POST that got no answer at all (a connection the server closed
 * as it was used, a deploy's nginx reload, nginx restarting after a crash in ~1.3 s, a phone
 * changing networks): the third try leaves 2.5 s after the first.
 */
export const RESEND_AFTER_MS = [500, 2_000];

/**
 * What a gateway answers for an instance that died or could not be reached (nginx's 502 Bad
 * Gateway, 503, 504): no instance of the site read the request to its end, or one did and is
 * gone. As safe to send again as silence, since the gateway stores a key once.
 */
export const GATEWAY_ERRORS: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Sent again with the same idempotency key on no answer and on a gateway error: a lead that did
 * arrive the first time is not doubled. Any other HTTP answer is final; so is the last try's.
 */
const postWithRetry = (url: string, body: unknown, headers: Record<string, string>) =>
  resend(() => post(url, body, headers), headers['idempotency-key'] ? RESEND_AFTER_MS : [], (res) => GATEWAY_ERRORS.has(res.status));

/**
 * `send`, and again after each of `waits` while it rejects (got no answer) or its answer is one
 * to send `again`; the last try's answer is returned, or its rejection thrown.
 */
export async function resend<T>(
  send: () => Promise<T>, waits: readonly number[] = RESEND_AFTER_MS, again: (answer: T) => boolean = () => false,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= waits.length;
    try {
      const answer = await send();
      if (last || !again(answer)) return answer;
    } catch (error) {
      if (last) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, waits[attempt]));
  }
}

interface LeadOptions { captcha: string; idempotencyKey: string; honeypot?: string }

export async function postLead(endpoint: string, payload: LeadPayload, opts: LeadOptions): Promise<SubmitResult> {
  const res = await postWithRetry(endpoint, { data: payload, captcha: opts.captcha, [HONEYPOT_FIELD]: opts.honeypot ?? '' }, { 'idempotency-key': opts.idempotencyKey });
  const body = (res.data && typeof res.data === 'object' ? res.data : {}) as { status?: number; errors?: Record<string, string> };
  if (res.status < 200 || res.status >= 300) throw Object.assign(new Error(`lead rejected: ${res.status}`), { status: res.status, errors: body.errors });
  // Only the status field of the answer is read (spec §7).
  return { status: typeof body.status === 'number' ? body.status : res.status };
}

/** Spec §7/§8: a download request whose failure is silently ignored. Resolves to whether it was recorded. */
export async function requestDownload(
  type: DownloadType, id: string, email: string, idempotencyKey?: string, consent?: Consent, captcha?: string,
): Promise<boolean> {
  try {
    // The captcha beside the spec's body, as a lead carries it.
    const body = { ...downloadBody(type, id, email, consent, readAttribution()), ...(captcha ? { captcha } : {}) };
    const res = await postWithRetry(DOWNLOAD_ENDPOINTS[type], body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    return res.status >= 200 && res.status < 300;
  } catch {
    return false;
  }
}

/** A person's data request, to the site's gateway. Answers the status and any field errors. */
export async function postDataRequest(
  data: Record<string, string>, opts: { idempotencyKey: string; captcha: string; honeypot?: string },
): Promise<SubmitResult> {
  try {
    const request = { data, captcha: opts.captcha, [HONEYPOT_FIELD]: opts.honeypot ?? '' };
    const res = await postWithRetry(contract.dataRequest.path, request, { 'idempotency-key': opts.idempotencyKey });
    const body = (res.data && typeof res.data === 'object' ? res.data : {}) as { errors?: Record<string, string> };
    return { status: res.status, errors: body.errors };
  } catch {
    return { status: 0 };
  }
}

/** The person's click on a mailed confirmation link's page: the answer's status and what it confirmed. */
export async function postConfirmation(token: string): Promise<{ status: number; what?: string }> {
  try {
    const res = await resend(() => post('/api/confirm', { token }), RESEND_AFTER_MS, (r) => GATEWAY_ERRORS.has(r.status));
    return { status: res.status, what: (res.data as { what?: string } | undefined)?.what };
  } catch {
    return { status: 0 };
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
    return res.ok ? ((await res.json()) as { states?: string[] }).states ?? [] : [];
  } catch {
    return [];
  }
}

/** Starts the browser's download of a document (served by this origin's media proxy). */
export function startDownload(url: string, filename: string): void {
  const a = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.appendChild(a);
  a.click();
  a.remove();
}
