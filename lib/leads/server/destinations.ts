// Where a queued lead goes, one sender per destination (queue.json): how it is sent, what
// counts as delivered, what is refused for good, and how to ask whether a destination that
// failed is back. The worker around them (forwarder.ts) is the same for all.
import { Webhook } from 'standardwebhooks';
import { logEvent } from '../../log';
import contract from '../../../shared/contract.json';
import { normalEmail } from '../../../shared/person.cjs';
import type { Destination, LeadRow } from './queue';

export type SendOutcome = { ok: true; status: number } | { ok: false; permanent: boolean; status?: number; error: string };

export interface Sender {
  destination: Destination;
  /** Leads per job batch (one CMS request; parallel webhook posts). */
  batchSize: number;
  /**
   * A stored lead wakes a worker this long after it, not at once: leads arriving meanwhile go in
   * the same batch, for a delay nobody sees (at 200 leads/s, CMS batches of ~40 instead of 2-3).
   */
  gatherMs: number;
  /** One outcome per lead, in order; never throws. */
  send(leads: LeadRow[]): Promise<SendOutcome[]>;
  /** Whether the destination answers again (a failed one is asked every probeMs). */
  probe(): Promise<boolean>;
}

/** Refused for good: retrying the same body cannot help (dead-lettered at once). */
const PERMANENT = new Set([400, 410, 413, 422]);
const BATCH = contract.batch;

export const networkError = (err: unknown): SendOutcome => {
  const e = err as Error & { cause?: { code?: string } };
  return { ok: false, permanent: false, error: `${e.name}: ${e.cause?.code ?? e.message}` };
};
/** A destination's HTTP answer: a 2xx is delivered; 400/410/413/422 refused for good; anything else retried. */
export const outcomeOf = (name: string, res: Response, text: string): SendOutcome => (res.ok
  ? { ok: true, status: res.status }
  : { ok: false, permanent: PERMANENT.has(res.status), status: res.status, error: `${name} ${res.status}: ${text.slice(0, 200)}` });
export const answered = async (fetched: Promise<Response>) => fetched.then((res) => res.status < 500, () => false);

/**
 * One POST to a destination: its answer read by `read` (outcomeOf unless the destination says more
 * in a 2xx, or answers for a batch), no answer at all (network, timeout) an outcome to retry.
 */
export async function post<T = SendOutcome>(
  name: string, url: string, init: { headers: Record<string, string>; body: string; timeoutMs: number },
  read: (res: Response, text: string) => T = (res, text) => outcomeOf(name, res, text) as T,
): Promise<T | SendOutcome> {
  try {
    const res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(init.timeoutMs) });
    return read(res, await res.text().catch(() => ''));
  } catch (err) {
    return networkError(err);
  }
}

/**
 * A lead as the CMS's batch route takes it: beside the body the visitor sent, what the gateway
 * found: held from sales and why; the key of the earlier lead it repeats.
 */
const batchEntry = (l: LeadRow) => ({
  key: l.idempotencyKey, path: l.path, body: l.body,
  ...(l.heldReason && !l.releasedAt ? { held: l.heldReason } : {}),
  ...(l.repeatOfKey ? { repeatOf: l.repeatOfKey } : {}),
});

/** JSON to the CMS, with the token its lead routes ask for. */
const cmsHeaders = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** How long a CMS found without the batch route is sent single leads before the route is tried again. */
const BATCH_RECHECK_MS = 10 * 60 * 1000;

/**
 * The CMS: up to contract.batch.max leads in ONE request (the CMS and the site share two cores;
 * one request, one read and one write per batch is what lets it keep up with 200 leads/s).
 * The CMS stores a key once, so a batch sent twice (an instance killed mid-send) is one lead.
 * A CMS with only the spec's routes answers the batch route 404: then each lead goes to its own
 * spec route (its path), said once in the log, and the batch route is tried again later.
 */
export function cmsSender(o: { cmsUrl: string; token?: string; timeoutMs: number }): Sender {
  const base = o.cmsUrl.replace(/\/$/, '');
  const headers = cmsHeaders(o.token);
  let noBatchSince: number | null = null;

  const single = (lead: LeadRow) => post('CMS', `${base}${lead.path}`, {
    headers: { ...headers, 'idempotency-key': lead.idempotencyKey }, body: JSON.stringify(lead.body), timeoutMs: o.timeoutMs,
  });

  async function batch(leads: LeadRow[]): Promise<SendOutcome[] | 'no-batch-route'> {
    const all = (outcome: SendOutcome) => leads.map(() => outcome);
    const body = JSON.stringify({ leads: leads.map(batchEntry) });
    const answer = await post('CMS', `${base}${BATCH.path}`, { headers, body, timeoutMs: o.timeoutMs }, (res, text) => {
      if (res.status === 404 || res.status === 405) return 'no-batch-route' as const;
      // A refused batch is not a refused lead: each lead's own refusal comes in its result.
      if (!res.ok) return all({ ok: false, permanent: false, status: res.status, error: `CMS ${res.status}: ${text.slice(0, 200)}` });
      const results = (JSON.parse(text) as { results?: { key?: string; status?: number; error?: { message?: string } }[] }).results ?? [];
      return leads.map((lead, i): SendOutcome => {
        const r = results[i];
        if (!r || r.key !== lead.idempotencyKey || typeof r.status !== 'number') return { ok: false, permanent: false, error: 'CMS answered no result for this lead' };
        if (r.status === 200) return { ok: true, status: 200 };
        return { ok: false, permanent: PERMANENT.has(r.status), status: r.status, error: `CMS ${r.status}: ${String(r.error?.message ?? '').slice(0, 200)}` };
      });
    });
    // No answer, or one that could not be read: every lead of the batch is retried.
    return answer === 'no-batch-route' || Array.isArray(answer) ? answer : all(answer);
  }

  /** One at a time: a CMS without the batch route is the spec's, sized for a visitor's pace. */
  async function singles(leads: LeadRow[]): Promise<SendOutcome[]> {
    const out: SendOutcome[] = [];
    for (const lead of leads) out.push(await single(lead));
    return out;
  }

  return {
    destination: 'cms',
    batchSize: BATCH.max,
    gatherMs: 200,
    async send(leads) {
      if (noBatchSince !== null && Date.now() - noBatchSince < BATCH_RECHECK_MS) return singles(leads);
      const answer = await batch(leads);
      if (answer !== 'no-batch-route') {
        noBatchSince = null;
        return answer;
      }
      if (noBatchSince === null) logEvent('lead.batch_route_missing', { route: BATCH.path, fallback: 'the spec routes, one lead a request' });
      noBatchSince = Date.now();
      return singles(leads);
    },
    probe: () => answered(fetch(`${base}/_health`, { signal: AbortSignal.timeout(2_000) })),
  };
}

/** What a webhook receiver gets: one event per lead. */
export interface LeadEvent {
  type: 'lead.accepted';
  /** The idempotency key, also the webhook-id header: a receiver keeps each id once. */
  id: string;
  acceptedAt: string;
  /** The spec endpoint the lead came through (its form or download). */
  path: string;
  data: unknown;
  /** The id (webhook-id) of the earlier lead of the same email or phone, within 30 days: one person. */
  repeatOf?: string;
}

const REQUEST_EVENTS = { withdraw: 'lead.withdrawn', erase: 'person.erasure_requested' } as const;

/**
 * A person's confirmed data request the CRM must act on, never a lead: stop marketing to them
 * (`lead.withdrawn`), or erase its copy of them (`person.erasure_requested`; the operator's command
 * erases the site's and the CMS's). The person by what the mailed link proved, the email (trimmed,
 * lower case): never the phone the request also names, or a stranger with their own email and a
 * victim's number would have the CRM act on the victim.
 */
function dataRequestEvent(lead: LeadRow) {
  const data = ((lead.body as { data?: Record<string, unknown> }).data ?? {});
  // Only a request with an email has a link to confirm (route.ts): its email is always there.
  return {
    type: REQUEST_EVENTS[data.requestType as keyof typeof REQUEST_EVENTS], id: lead.idempotencyKey,
    confirmedAt: (lead.confirmedAt ?? lead.createdAt).toISOString(),
    person: { email: normalEmail(data.email) ?? '' },
  };
}

/** What the webhook gets for one queued row: a lead, or a confirmed withdrawal or erasure (route.ts). */
function leadEvent(lead: LeadRow): LeadEvent | ReturnType<typeof dataRequestEvent> {
  if (lead.path === contract.dataRequest.path) return dataRequestEvent(lead);
  return {
    type: 'lead.accepted', id: lead.idempotencyKey, acceptedAt: lead.createdAt.toISOString(), path: lead.path,
    data: (lead.body as { data?: unknown }).data ?? {},
    ...(lead.repeatOfKey ? { repeatOf: lead.repeatOfKey } : {}),
  };
}

/**
 * A CRM or automation tool: one POST per lead (or confirmed withdrawal or erasure), signed as Standard Webhooks (the standardwebhooks
 * library: webhook-id, webhook-timestamp, webhook-signature = HMAC-SHA256 of id.timestamp.body),
 * any 2xx is delivered. A receiver drops repeats by webhook-id, which is the lead's key.
 */
export function webhookSender(o: { url: string; secret: string; timeoutMs: number }): Sender {
  const signer = new Webhook(o.secret);
  const signed = (lead: LeadRow): Promise<SendOutcome> => {
    const body = JSON.stringify(leadEvent(lead));
    const now = new Date();
    const headers = {
      'content-type': 'application/json',
      'webhook-id': lead.idempotencyKey,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(lead.idempotencyKey, now, body),
    };
    return post('webhook', o.url, { headers, body, timeoutMs: o.timeoutMs });
  };
  return {
    destination: 'webhook',
    // Sales need the lead within seconds, not milliseconds: fewer, larger batches leave the CPU
    // to accepting during a burst (each batch costs a read, a write and pg-boss's fetch/complete).
    batchSize: 50,
    gatherMs: 1_000,
    send: (leads) => Promise.all(leads.map(signed)),
    // Any answer but a 5xx means the receiver is up (many answer HEAD with 405).
    probe: () => answered(fetch(o.url, { method: 'HEAD', signal: AbortSignal.timeout(2_000) })),
  };
}

/**
 * The CMS told that a person confirmed by the mailed link: a data request becomes
 * confirmed for the officer, a download's pending opt-in counts. One small request per
 * confirmation (people click links one at a time); a 404 (the lead is not in the CMS yet) is
 * retried like any failure.
 */
export function cmsConfirmSender(o: { cmsUrl: string; token?: string; timeoutMs: number }): Sender {
  const base = o.cmsUrl.replace(/\/$/, '');
  const confirm = (lead: LeadRow) => post('CMS', `${base}${contract.confirm.path}`, {
    headers: cmsHeaders(o.token), timeoutMs: o.timeoutMs,
    body: JSON.stringify({ key: lead.idempotencyKey, confirmedAt: (lead.confirmedAt ?? new Date()).toISOString() }),
  });
  return {
    destination: 'confirm',
    batchSize: 10,
    gatherMs: 0,
    send: (leads) => Promise.all(leads.map(confirm)),
    probe: () => answered(fetch(`${base}/_health`, { signal: AbortSignal.timeout(2_000) })),
  };
}
