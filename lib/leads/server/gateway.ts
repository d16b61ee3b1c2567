// The lead gateway's logic, free of Next.js: request in, answer out. pages/api/* adapt it.
// One straight pipeline for the three kinds of request: read (the envelope: method, content
// type, size, JSON, key; then the body for its kind: shape, honeypot, fields) → decide() (both
// rate limits and the captcha, a pure function that also says which fact to find out next:
// tests/unit/lib/leads/server/decide.test.ts) → the answer, or the store.
import { randomUUID } from 'node:crypto';
import { DOWNLOAD_ENDPOINTS, LEAD_ENDPOINTS, EMAIL_ONLY_DOWNLOADS, leadKeyOfDownload, type DownloadType } from '../downloads';
import {
  HONEYPOT_FIELD, LEAD_MESSAGES, dataRequestRequestSchema, downloadRequestSchema, downloadSchema, fieldErrors, leadRequestSchema,
  leadSchema, payloadToFormValues,
} from '../schema';
import { buildDataRequestPayload, dataRequestSchema } from '../dataRequest';
import contract from '../../../shared/contract.json';
import type { CaptchaVerifier } from './captcha';
import { logEvent } from '../../log';
import { decide, type Decision, type Facts } from './decide';
import { readLeadsConfig } from './config';
import { normalEmail } from '../../../shared/person.cjs';
import type { RateLimiter } from './rateLimit';

/**
 * A stored lead as the gateway looks at it: a refused retry needs only that it exists; a companion
 * download reads what it would ride on (the lead's path, time, email and whether it is held).
 */
interface StoredLead {
  id: number; path?: string; body?: unknown; createdAt?: Date; heldReason?: string | null; releasedAt?: Date | null;
}

/** Where accepted leads are committed (the Postgres queue; tests may pass another). */
export interface LeadStore {
  byKey(key: string): Promise<StoredLead | undefined>;
  /**
   * Durable once resolved; a second call with the same key answers duplicate. `heldReason`: kept
   * from sales until a marketer releases it (Google could not check its captcha).
   */
  insert(key: string, cmsPath: string, body: unknown, opts?: { heldReason?: string }): Promise<{ id: number; duplicate: boolean }>;
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
  /** Per-IP limit on lead requests; a request whose captcha Google accepts passes it anyway. */
  limiter: RateLimiter;
  /**
   * Bounds the siteverify calls made for requests over `limiter` (each carries a token to check):
   * a flood of forged tokens costs Google round trips only up to this, then 429 at once.
   */
  captchaLimiter: RateLimiter;
  /** Called after a lead is stored, so it is forwarded at once. */
  onStored: () => void;
  /** Where a stored lead is logged and counted: logEvent, but nowhere for a start's rehearsal (rehearsal.ts). */
  log?: typeof logEvent;
  /** How recent a form lead a companion download may ride on; unset: LEADS_COMPANION_MINUTES. */
  companionWindowMs?: number;
}

const KEY_RE = /^[A-Za-z0-9._:-]{8,200}$/;
const VERIFIED = { pass: 'yes', fail: 'no', unreachable: 'unreachable' } as const;
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
const wrongShape = (expected: string, error?: { issues: { path: PropertyKey[]; message: string }[] }) =>
  fail(400, `Wrong body shape: expected ${expected}`, error ? { issues: error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) } : {});

function cmsPathOf(kind: LeadKind): string {
  if ('dataRequest' in kind) return contract.dataRequest.path;
  return 'form' in kind ? LEAD_ENDPOINTS[kind.form] : DOWNLOAD_ENDPOINTS[kind.download];
}

/** Content type, size, JSON and idempotency key: what every kind needs before its body is read. */
function readEnvelope(req: GatewayRequest): { json: unknown; key: string } | { unreadable: GatewayResponse } {
  const type = (header(req.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return { unreadable: fail(415, 'Send JSON (content-type: application/json)') };
  if (!Buffer.isBuffer(req.body)) return { unreadable: fail(413, 'Body too large') };
  let json: unknown;
  try {
    json = JSON.parse(req.body.toString('utf8'));
  } catch {
    return { unreadable: fail(400, 'Body is not valid JSON') };
  }
  const rawKey = header(req.headers, 'idempotency-key')?.trim();
  if (rawKey !== undefined && rawKey !== '' && !KEY_RE.test(rawKey)) {
    return { unreadable: fail(400, 'Idempotency-Key must be 8-200 characters of A-Z a-z 0-9 . _ : -') };
  }
  return { json, key: rawKey || randomUUID() };
}

/**
 * A body read for its kind: not of its shape, a bot's, or a request with its captcha token ('' when
 * it carries none) and either its field errors or what to store.
 */
type Body =
  | { unreadable: GatewayResponse }
  | { honeypot: true }
  | { token: string } & ({ invalid: GatewayResponse } | { store: { data: Record<string, unknown> } });

const BOT: Body = { honeypot: true };

/** `at`: when this server accepted the request, the time of consent (not the browser's clock). */
function parseBody(kind: LeadKind, json: unknown, at: string): Body {
  if ('form' in kind) {
    const shape = leadRequestSchema.safeParse(json);
    if (!shape.success) return { unreadable: wrongShape('{data: lead payload, captcha}', shape.error) };
    if (shape.data[HONEYPOT_FIELD]) return BOT;
    const values = payloadToFormValues(shape.data.data, shape.data.captcha);
    const checked = submitSchema.safeParse(values);
    if (!checked.success) return { token: values.captchaS, invalid: fail(400, 'Invalid lead', { errors: fieldErrors(checked.error) }) };
    return { token: values.captchaS, store: { data: { ...shape.data.data, consentAt: at } } };
  }
  if ('dataRequest' in kind) {
    const shape = dataRequestRequestSchema.safeParse(json);
    if (!shape.success) return { unreadable: wrongShape('{data:{requestType,email,mobileNumber,message}}', shape.error) };
    if (shape.data[HONEYPOT_FIELD]) return BOT;
    const { requestType, email = '', mobileNumber = '', message = '' } = shape.data.data;
    const checked = dataRequestSchema.safeParse({ requestType, email, mobileNumber, message });
    const token = shape.data.captcha ?? '';
    if (!checked.success) return { token, invalid: fail(400, 'Invalid data request', { errors: fieldErrors(checked.error) }) };
    return { token, store: { data: { ...buildDataRequestPayload(checked.data), requestedAt: at } } };
  }
  const shape = downloadRequestSchema.safeParse(json);
  if (!shape.success) return { unreadable: wrongShape('{data:{id,email}}', shape.error) };
  if (shape.data[HONEYPOT_FIELD]) return BOT;
  const email = downloadSchema.safeParse({ email: shape.data.data.email ?? '' });
  const token = shape.data.captcha ?? '';
  const invalid = (errors: Record<string, unknown>): Body => ({ token, invalid: fail(400, 'Invalid download request', { errors }) });
  if (!email.success) return invalid(fieldErrors(email.error));
  const id = shape.data.data.id === undefined ? '' : String(shape.data.data.id).trim();
  const emailOnly = EMAIL_ONLY_DOWNLOADS.has(kind.download);
  if (!emailOnly && !id) return invalid({ id: 'Missing document id' });
  const { noticeVersion, marketingOptIn, firstTouch, lastTouch } = shape.data.data;
  // Double opt-in: anyone can type someone else's address into a download form, so its
  // opt-in counts only once the address's owner confirms it by the link mailed there.
  const optIn = marketingOptIn === undefined ? {} : { marketingOptIn: false, ...(marketingOptIn ? { optInPending: true } : {}) };
  const consent = { ...(noticeVersion ? { noticeVersion } : {}), ...optIn, consentAt: at };
  const touches = { ...(firstTouch ? { firstTouch } : {}), ...(lastTouch ? { lastTouch } : {}) };
  return { token, store: { data: { ...(emailOnly ? {} : { id }), email: email.data.email.trim(), ...consent, ...touches } } };
}

/** A request read whole: its envelope's refusal, or its key and its body read for its kind. */
type Read = { unreadable: GatewayResponse } | { key: string; body: Exclude<Body, { unreadable: GatewayResponse }> };

function readRequest(kind: LeadKind, req: GatewayRequest): Read {
  const envelope = readEnvelope(req);
  if ('unreadable' in envelope) return envelope;
  const body = parseBody(kind, envelope.json, new Date().toISOString());
  return 'unreadable' in body ? body : { key: envelope.key, body };
}

const tokenOf = (read: Read) => ('body' in read && 'token' in read.body ? read.body.token : '');

/** decide()'s answers once it asks for nothing more. */
type Final = Exclude<Decision, { then: `ask-${string}` }>;

/** What reading found, as the decision's facts. */
function factsOf(kind: LeadKind, read: Read): Facts {
  if ('unreadable' in read) return { request: 'unreadable' };
  const { body } = read;
  if ('honeypot' in body) return { request: 'bot' };
  const companion = 'download' in kind && 'store' in body && leadKeyOfDownload(read.key) !== null ? 'ask' : undefined;
  return { request: 'invalid' in body ? 'invalid' : 'valid', token: body.token !== '', ...(companion ? { companion } : {}) };
}

const FORM_PATHS: ReadonlySet<string> = new Set(Object.values(LEAD_ENDPOINTS));

export function createGateway(deps: GatewayDeps) {
  const log = deps.log ?? logEvent;
  const companionWindowMs = deps.companionWindowMs ?? readLeadsConfig().LEADS_COMPANION_MINUTES * 60_000;
  // A second request with the key of one still being handled waits for it (double click).
  const inFlight = new Map<string, Promise<GatewayResponse>>();

  async function handle(kind: LeadKind, req: GatewayRequest): Promise<GatewayResponse> {
    if (req.method !== 'POST') return fail(405, 'Use POST', {}, { Allow: 'POST' });
    const read = readRequest(kind, req);
    if ('unreadable' in read) return settle(kind, req.ip, read);
    const running = inFlight.get(read.key);
    if (running) {
      await deps.limiter.check(req.ip); // it counts against its address like any request
      return running;
    }
    // Only the store can throw in settle(): its being down is the one 503.
    const p = settle(kind, req.ip, read).catch(unavailable).finally(() => inFlight.delete(read.key));
    inFlight.set(read.key, p);
    return p;
  }

  async function settle(kind: LeadKind, ip: string, read: Read): Promise<GatewayResponse> {
    let facts = factsOf(kind, read);
    let heldReason: string | undefined;
    for (let d = decide(facts); ; d = decide(facts)) {
      if (d.then === 'ask-limit') facts = { ...facts, overLimit: await deps.limiter.check(ip) };
      else if (d.then === 'ask-budget') facts = { ...facts, budget: await deps.captchaLimiter.check(ip) };
      else if (d.then === 'ask-lead') {
        const found = await companionOf(read);
        heldReason = found.heldReason;
        facts = { ...facts, companion: found.companion };
      }
      else if (d.then === 'ask-google') {
        const google = await deps.verifier.verify(tokenOf(read), ip);
        heldReason = google.verdict === 'unreachable' ? google.reason : undefined;
        facts = { ...facts, verified: VERIFIED[google.verdict] };
      } else return answer(kind, read, d, heldReason);
    }
  }

  /** decide()'s last word on a request, as the answer on the wire (and the stored lead). */
  async function answer(kind: LeadKind, read: Read, d: Final, heldReason?: string): Promise<GatewayResponse> {
    // An unreadable request has no key to look up: its own 4xx, or 429 over the limit.
    if ('unreadable' in read) return d.then === 'too-many' ? tooMany(d.wait) : read.unreadable;
    const { key, body } = read;
    if ('honeypot' in body) return { status: 200, body: { status: 200 } }; // a bot: answer as usual, keep nothing
    if (d.then === 'too-many') return refuse(key, tooMany(d.wait));
    // Below the limit, or with a token, field errors are the answer (decide: 'own').
    if ('invalid' in body) return refuse(key, body.invalid);
    if (d.then === 'refuse') return refuse(key, fail(400, 'Invalid lead', { errors: { captchaS: LEAD_MESSAGES.captchaInvalid } }));
    return store(key, cmsPathOf(kind), body.store, d.then === 'hold' ? heldReason ?? 'captcha not checked' : undefined);
  }

  /**
   * A refusal, unless the key is stored already: then the request is a client's retry of an
   * accepted lead (its captcha token spent, say) and gets that lead's answer. Checked only on
   * the way to a 4xx, so a new lead costs one round trip (the insert answers duplicates itself).
   * A store that cannot answer leaves the refusal as it is: its message helps more than a 503.
   */
  async function refuse(key: string, refusal: GatewayResponse): Promise<GatewayResponse> {
    const existing = await deps.store.byKey(key).catch(() => undefined);
    return existing ? { status: 200, body: { status: 200, ref: key, duplicate: true } } : refusal;
  }

  /**
   * Whether the download may ride on the lead its key names (decide: 'ask-lead'): one captcha buys
   * one lead and its document, so only a form lead (not a download, whose own companion would
   * chain), stored within the window, of the same email. Anything else asks Google.
   */
  async function companionOf(read: Read): Promise<{ companion: 'stored' | 'held' | 'no'; heldReason?: string }> {
    const leadKey = 'key' in read ? leadKeyOfDownload(read.key) : null;
    const email = 'body' in read && 'store' in read.body ? normalEmail(read.body.store.data.email) : null;
    const lead = leadKey === null || !email ? undefined : await deps.store.byKey(leadKey).catch(() => undefined);
    const rides = lead !== undefined && FORM_PATHS.has(lead.path ?? '') && lead.createdAt !== undefined
      && Date.now() - lead.createdAt.getTime() <= companionWindowMs
      && normalEmail((lead.body as { data?: { email?: unknown } } | undefined)?.data?.email) === email;
    if (!rides) return { companion: 'no' };
    return lead.heldReason && !lead.releasedAt ? { companion: 'held', heldReason: `its lead ${leadKey} is held: ${lead.heldReason}` } : { companion: 'stored' };
  }

  type Stored = { data: Record<string, unknown> };
  async function store(key: string, cmsPath: string, body: Stored, heldReason?: string): Promise<GatewayResponse> {
    const stored = await deps.store.insert(key, cmsPath, body, heldReason ? { heldReason } : undefined);
    log('lead.accepted', { leadId: stored.id, path: cmsPath, duplicate: stored.duplicate });
    // Counted (lib/metrics.cjs) and alerted on: held leads wait for a marketer, not for sales.
    if (heldReason && !stored.duplicate) log('lead.held', { leadId: stored.id, path: cmsPath, reason: heldReason });
    if (!stored.duplicate) deps.onStored();
    // The visitor's own reference (its idempotency key, or the one made for it), never the row's sequential id.
    return { status: 200, body: { status: 200, ref: key, ...(stored.duplicate ? { duplicate: true } : {}) } };
  }

  return { handle };
}

export type Gateway = ReturnType<typeof createGateway>;
