// Leads rehearsed before an instance answers its first request. The first burst of
// leads after a start ran cold: 10.5 CPU-s against 8.4 warm for the same 2,000 leads, and a
// p99 4.4 × the warm one (bench/RESULTS.md). The rotation's readiness probe
// (scripts/rotation.ts `warm`) posts an empty form, which never reaches the valid-lead path,
// the captcha decision or the store's transaction. So each instance runs leads of every kind
// through the same gateway code and the same insert (lead row, person hashes, repeat lookup,
// pg-boss jobs) in a transaction that is rolled back: nothing is stored, queued, logged or
// counted, and Google is not asked. In-process, so there is no route for an outsider to reach.
import { randomUUID } from 'node:crypto';
import { deadline } from '../../deadline.cjs';
import { DEFAULT_COUNTRY, WORK_EXPERIENCE_OPTIONS } from '../../constants';
import { buildDataRequestPayload } from '../dataRequest';
import { DOWNLOAD_TYPES, EMAIL_ONLY_DOWNLOADS, downloadBody } from '../downloads';
import { buildLeadPayload } from '../payload';
import { EMPTY_LEAD_FORM } from '../schema';
import { createGateway, type GatewayResponse, type LeadKind } from './gateway';
import type { LeadQueue } from './queue';

/** Rounds of the three kinds: V8 optimises a function after some hundred calls; ~1 s on a quiet core. */
const REHEARSAL_ROUNDS = 200;
/** As many at once as the queue's pool has connections, so each connection prepares its statements. */
const AT_ONCE = 10;
/** A start never waits longer than this for its rehearsal (a database that does not answer, say). */
const REHEARSAL_DEADLINE_MS = 15_000;

const never = { check: async () => null };
const passing = { verify: async () => ({ verdict: 'pass' as const }) };
// An address no visitor has: nothing a rehearsal does could count against a real one.
const IP = 'rehearsal';
const email = (i: number) => `rehearsal-${i}@example.invalid`;
const download = DOWNLOAD_TYPES.find((t) => !EMAIL_ONLY_DOWNLOADS.has(t)) ?? DOWNLOAD_TYPES[0];

/** The three kinds of request, each built by the functions the site's forms build them with. */
const requests = (i: number): [LeadKind, unknown][] => {
  const values = {
    ...EMPTY_LEAD_FORM(DEFAULT_COUNTRY), firstname: 'Rehearsal', email: email(i), region: 'Karnataka',
    phone: `+91${98765_00000 + (i % 99_999)}`, workExperience: WORK_EXPERIENCE_OPTIONS[2],
  };
  return [
    [{ form: 'contact' }, { data: buildLeadPayload(values, {}, '/'), captcha: 'rehearsal' }],
    [{ download }, { ...downloadBody(download, '1', email(i)), captcha: 'rehearsal' }],
    [{ dataRequest: true }, { data: buildDataRequestPayload({ requestType: 'access', email: email(i), mobileNumber: '', message: '' }), captcha: 'rehearsal' }],
  ];
};

/**
 * Runs `rounds` of the three kinds through the gateway's code into `queue`, rolled back. Answers
 * the statuses seen (all 200 when the pipeline works); throws only when the deadline passes.
 */
export async function rehearseLeads(
  queue: LeadQueue,
  { rounds = REHEARSAL_ROUNDS, deadlineMs = REHEARSAL_DEADLINE_MS } = {},
): Promise<Record<number, number>> {
  const gateway = createGateway({
    store: {
      byKey: (key) => queue.byKey(key),
      insert: (key, path, body, opts) => queue.insert(key, path, body, { ...opts, rehearsal: true }),
    },
    verifier: passing, limiter: never, captchaLimiter: never, onStored: () => {}, log: () => {},
  });
  const statuses: Record<number, number> = {};
  const one = async (i: number) => {
    for (const [kind, json] of requests(i)) {
      const res: GatewayResponse = await gateway.handle(kind, {
        method: 'POST', ip: IP, body: Buffer.from(JSON.stringify(json)),
        headers: { 'content-type': 'application/json', 'idempotency-key': `rehearsal-${randomUUID()}` },
      });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const run = (async () => {
    for (let i = 0; i < rounds; i += AT_ONCE) {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, rounds - i) }, (_, j) => one(i + j)));
    }
    return statuses;
  })();
  return deadline(run, deadlineMs, () => { throw new Error(`lead rehearsal not done in ${deadlineMs} ms`); });
}
