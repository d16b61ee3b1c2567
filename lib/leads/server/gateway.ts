// The lead gateway's logic, free of Next.js: request in, answer out. pages/api/* adapt it.
import { randomUUID } from 'node:crypto';
import { LEAD_ENDPOINTS, EMAIL_ONLY_DOWNLOADS, downloadEndpoint, type DownloadType } from '../downloads';
import {
  HONEYPOT_FIELD, LEAD_MESSAGES, downloadRequestSchema, downloadSchema, fieldErrors, leadRequestSchema, leadSchema, payloadToFormValues,
} from '../schema';
import { dataRequestBodySchema, dataRequestPayload, dataRequestSchema } from '../dataRequest';
import contract from '../contract.json';
import type { CaptchaVerifier } from './captcha';
import { logEvent } from '../../log';
import type { RateLimiter } from './rateLimit';

/** Where accepted leads are committed (the Postgres queue; tests may pass another). */
export interface LeadStore {
  byKey(key: string): Promise<{ id: number } | undefined>;
  /** Durable once resolved; a second call with the same key answers duplicate. */
  insert(key: string, cmsPath: string, body: unknown): Promise<{ id: number; duplicate: boolean }>;
}

/** `dataRequest`: a person's request about their data, queued and forwarded like a lead. */
export type LeadKind = { form: keyof typeof LEAD_ENDPOINTS } | { download: DownloadType } | { dataRequest: true };

export interface GatewayRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  /** Raw body, or why it could not be read. */
  body: Buffer | { error: 'too-large' };
}

export interface GatewayResponse { status: number; headers?: Record<string, string>; body: Record<string, unknown> }

export interface GatewayDeps {
  store: LeadStore;
  verifier: CaptchaVerifier;
  /** Per-IP limit on lead requests; a form lead whose captcha Google accepts passes it anyway. */
  limiter: RateLimiter;
  /**
   * Bounds the siteverify calls made for requests over `limiter` (each carries a token to check):
   * a flood of forged tokens costs Google round trips only up to this, then 429 at once.
   */
  captchaLimiter: RateLimiter;
  /** Called after a lead is stored, so it is forwarded at once. */
  onStored: () => void;
}

const KEY_RE = /^[A-Za-z0-9._:-]{8,200}$/;
// Built once, not per request: zod compiles an object schema on its first parse.
const submitSchema = leadSchema('submit');
const header = (h: GatewayRequest['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};
const unavailable = (err: unknown): GatewayResponse => {
  logEvent('lead.store_unavailable', { error: (err as Error)?.message ?? String(err) });
  return fail(503, 'Could not accept the lead right now, please try again', {}, { 'Retry-After': '5' });
};
const tooMany = (wait: number): GatewayResponse => fail(429, 'Too many requests, try again later', {}, { 'Retry-After': String(wait) });
const fail = (status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): GatewayResponse =>
  ({ status, headers, body: { status, error, ...extra } });

export function cmsPathOf(kind: LeadKind): string {
  if ('dataRequest' in kind) return contract.dataRequest.path;
  return 'form' in kind ? LEAD_ENDPOINTS[kind.form] : downloadEndpoint(kind.download);
}

export function createGateway(deps: GatewayDeps) {
  // A second request with the key of one still being handled waits for it (double click).
  const inFlight = new Map<string, Promise<GatewayResponse>>();

  async function handle(kind: LeadKind, req: GatewayRequest): Promise<GatewayResponse> {
    if (req.method !== 'POST') return fail(405, 'Use POST', {}, { Allow: 'POST' });
    // A campus behind one address sends many real leads at once: over the limit, a form lead
    // still goes on to its captcha, and only a token Google refuses makes it a 429 (accept()).
    // What carries no captcha (downloads) stops here.
    const wait = await deps.limiter.check(req.ip);
    if (wait !== null && !('form' in kind)) return tooMany(wait);
    // Over the limit, a request that cannot even carry a captcha is refused for rate.
    const orTooMany = (r: GatewayResponse) => (wait !== null ? tooMany(wait) : r);
    const type = (header(req.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return orTooMany(fail(415, 'Send JSON (content-type: application/json)'));
    if (!Buffer.isBuffer(req.body)) return orTooMany(fail(413, 'Body too large'));
    let json: unknown;
    try {
      json = JSON.parse(req.body.toString('utf8'));
    } catch {
      return orTooMany(fail(400, 'Body is not valid JSON'));
    }
    const rawKey = header(req.headers, 'idempotency-key')?.trim();
    if (rawKey !== undefined && rawKey !== '' && !KEY_RE.test(rawKey)) return orTooMany(fail(400, 'Idempotency-Key must be 8-200 characters of A-Z a-z 0-9 . _ : -'));
    const key = rawKey || randomUUID();

    const running = inFlight.get(key);
    if (running) return running;
    // Only the store can throw in accept(): its being down is the one 503.
    const p = accept(kind, json, key, req.ip, wait).catch(unavailable).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  }

  /**
   * A refusal, unless the key is stored already: then the request is a client's retry of an
   * accepted lead (its captcha token spent, say) and gets that lead's answer. Checked only on
   * the way to a 4xx, so a new lead costs one round trip (the insert answers duplicates itself).
   * A store that cannot answer leaves the refusal as it is: its message helps more than a 503.
   */
  async function refuse(key: string, refusal: GatewayResponse): Promise<GatewayResponse> {
    const existing = await deps.store.byKey(key).catch(() => undefined);
    return existing ? { status: 200, body: { status: 200, id: existing.id, duplicate: true } } : refusal;
  }

  /** `limited`: the seconds to wait when the request is over the per-IP limit, else null. */
  async function accept(kind: LeadKind, json: unknown, key: string, ip: string, limited: number | null): Promise<GatewayResponse> {
    const cmsPath = cmsPathOf(kind);
    let body: { data: Record<string, unknown> };
    // The time of consent is when this server accepted the lead, not the browser's clock.
    const consentAt = new Date().toISOString();
    if ('dataRequest' in kind) {
      const shape = dataRequestBodySchema.safeParse(json);
      if (!shape.success) return fail(400, 'Wrong body shape: expected {data:{requestType,email,mobileNumber,message}}');
      if (shape.data[HONEYPOT_FIELD]) return { status: 200, body: { status: 200 } };
      const { email = '', mobileNumber = '', message = '' } = shape.data.data;
      const checked = dataRequestSchema.safeParse({ requestType: shape.data.data.requestType, email, mobileNumber, message });
      if (!checked.success) return refuse(key, fail(400, 'Invalid data request', { errors: fieldErrors(checked.error) }));
      body = { data: { ...dataRequestPayload(checked.data), requestedAt: consentAt } };
    } else if ('form' in kind) {
      const shape = leadRequestSchema.safeParse(json);
      if (!shape.success && limited !== null) return tooMany(limited);
      if (!shape.success) return fail(400, 'Wrong body shape: expected {data: lead payload, captcha}', { issues: shape.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) });
      if (shape.data[HONEYPOT_FIELD]) return { status: 200, body: { status: 200 } }; // a bot: answer as usual, keep nothing
      const values = payloadToFormValues(shape.data.data, shape.data.captcha);
      if (limited !== null && !values.captchaS) return refuse(key, tooMany(limited));
      const checked = submitSchema.safeParse(values);
      if (!checked.success) return refuse(key, fail(400, 'Invalid lead', { errors: fieldErrors(checked.error) }));
      if (limited !== null) {
        const wait = await deps.captchaLimiter.check(ip);
        if (wait !== null) return refuse(key, tooMany(Math.max(wait, limited)));
      }
      const captcha = await deps.verifier.verify(values.captchaS, ip);
      if (!captcha.ok) return refuse(key, limited !== null ? tooMany(limited) : fail(400, 'Invalid lead', { errors: { captchaS: LEAD_MESSAGES.captchaInvalid } }));
      body = { data: { ...shape.data.data, consentAt } };
    } else {
      const shape = downloadRequestSchema.safeParse(json);
      if (!shape.success) return fail(400, 'Wrong body shape: expected {data:{id,email}}', { issues: shape.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) });
      if (shape.data[HONEYPOT_FIELD]) return { status: 200, body: { status: 200 } };
      const email = downloadSchema.safeParse({ email: shape.data.data.email ?? '' });
      if (!email.success) return refuse(key, fail(400, 'Invalid download request', { errors: fieldErrors(email.error) }));
      const id = shape.data.data.id === undefined ? '' : String(shape.data.data.id).trim();
      const emailOnly = EMAIL_ONLY_DOWNLOADS.has(kind.download);
      if (!emailOnly && !id) return refuse(key, fail(400, 'Invalid download request', { errors: { id: 'Missing document id' } }));
      const { noticeVersion, marketingOptIn } = shape.data.data;
      const consent = {
        ...(noticeVersion ? { noticeVersion } : {}), ...(marketingOptIn !== undefined ? { marketingOptIn } : {}), consentAt,
      };
      body = { data: { ...(emailOnly ? { email: email.data.email.trim() } : { id, email: email.data.email.trim() }), ...consent } };
    }
    let stored: { id: number; duplicate: boolean };
    try {
      stored = await deps.store.insert(key, cmsPath, body);
    } catch (err) {
      return unavailable(err);
    }
    logEvent('lead.accepted', { leadId: stored.id, path: cmsPath, duplicate: stored.duplicate });
    if (!stored.duplicate) deps.onStored();
    return { status: 200, body: { status: 200, id: stored.id, ...(stored.duplicate ? { duplicate: true } : {}) } };
  }

  return { handle };
}

export type Gateway = ReturnType<typeof createGateway>;
