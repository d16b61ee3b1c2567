// Lead loads for the cluster journeys: bounded, loopback only. Each journey sends from its own
// loopback address (127.0.0.x), so nginx appends a distinct client to X-Forwarded-For and the
// shared rate limit counts each journey apart.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './ports';
import { nginxUrl } from './cluster';
import { GATEWAY_ERRORS, RESEND_AFTER_MS, resend } from '../../../lib/leads/submit';

export interface Sent { i: number; status: number }

export const leadBody = (tag: string, i: number) => JSON.stringify({
  data: {
    name: `Cluster ${i}`, workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: `${tag}-${i}@example.com`, message: '',
    state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: tag, url: `${nginxUrl}/`, oldSource: 'test',
  },
  captcha: `stub-ok-${tag}-${i}`,
});

/**
 * One request from a loopback address of its own: status and body. Like a browser, it sends a
 * request again when a kept-alive connection turns out closed before any answer (the server
 * closed it while idle: what an nginx reload does to its old workers' idle connections), on a new
 * connection: the pool's next idle one may be closing too (busy-core run b9: two in a row, right
 * after the reload that took a restarted instance in, and the journey failed on "socket hang up").
 */
export function send(localAddress: string, o: { base?: string; path: string; method?: string; body?: string; headers?: Record<string, string> }, retried = false): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(o.base ?? nginxUrl);
  return new Promise((resolve, reject) => {
    const headers = { ...o.headers, ...(o.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(o.body)) }) };
    const req = http.request({ host: hostname, port, localAddress, path: o.path, method: o.method ?? 'GET', headers, timeout: 60_000, ...(retried ? { agent: false } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !retried && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) resolve(send(localAddress, o, true));
      else reject(err);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(o.body);
  });
}

/**
 * One lead POST from a loopback address of its own (to nginx, or to `base`): its status. With an
 * idempotency key, a request that got no answer or a gateway error is sent again after the site's
 * forms' waits, as the forms do (lib/leads/submit.ts).
 */
export async function post(localAddress: string, body: string, headers: Record<string, string>, base = nginxUrl): Promise<number> {
  const once = () => send(localAddress, { base, path: '/api/global-contact-form', method: 'POST', body, headers });
  return (await resend(once, headers['idempotency-key'] ? RESEND_AFTER_MS : [], (res) => GATEWAY_ERRORS.has(res.status))).status;
}

/**
 * `count` valid leads, at most `concurrency` in flight (closed loop: each sender sends its next once
 * answered), from `from` (the addresses in turn, if several); `during(i)` runs before lead i leaves.
 */
export async function leadLoad(o: { tag: string; from: string | string[]; count: number; concurrency: number; during?: (i: number) => void; base?: string }): Promise<Sent[]> {
  const from = typeof o.from === 'string' ? [o.from] : o.from;
  const sent: Sent[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: o.concurrency }, async () => {
    for (let i = next++; i < o.count; i = next++) {
      o.during?.(i);
      const status = await post(from[i % from.length], leadBody(o.tag, i), { 'content-type': 'application/json', 'idempotency-key': `${o.tag}-${i}` }, o.base).catch(() => 0);
      sent.push({ i, status });
    }
  }));
  return sent;
}

/**
 * `rate` leads a second (open loop: each leaves on schedule, whatever the answers so far), from
 * the addresses in turn, for `seconds`; `during(i)` runs before lead i leaves. Bounded: ≤ 4,000.
 */
export async function rateLoad(o: { tag: string; rate: number; seconds: number; from: string[]; during?: (i: number) => void; base?: string }): Promise<Sent[]> {
  const total = Math.min(4_000, Math.round(o.rate * o.seconds));
  const t0 = Date.now();
  const sent: Promise<Sent>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / o.rate - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    o.during?.(i);
    sent.push(post(o.from[i % o.from.length], leadBody(o.tag, i), { 'content-type': 'application/json', 'idempotency-key': `${o.tag}-${i}` }, o.base)
      .then((status) => ({ i, status }), (err: Error) => { console.log(`[leads] ${i}: ${err.message}`); return { i, status: 0 }; }));
  }
  return Promise.all(sent);
}

/** `loops` visitors reading pages one after another until `until()`; statuses counted (0: no answer), HTML handed to `seen`. */
export async function pageLoops(o: { loops: number; base: string; paths: string[]; until: () => boolean; seen?: (html: string) => void }): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await Promise.all(Array.from({ length: o.loops }, async (_, loop) => {
    for (let i = 0; !o.until(); i++) {
      const res = await send('127.0.0.1', { base: o.base, path: o.paths[(i + loop) % o.paths.length] }).catch((err: Error) => { console.log(`[pages] ${err.message}`); return { status: 0, body: '' }; });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      o.seen?.(res.body);
    }
  }));
  return statuses;
}

/** How many leads each instance accepted, from its JSON log lines (`lead.accepted`). */
export function acceptedPerInstance(ports: number[], since: number): Record<number, number> {
  return Object.fromEntries(ports.map((port) => {
    const lines = readFileSync(path.join(E2E.cluster.dir, `site-${port}.log`), 'utf8').split('\n');
    return [port, lines.filter((l) => l.includes('"event":"lead.accepted"') && Date.parse(JSON.parse(l).ts) >= since).length];
  }));
}
