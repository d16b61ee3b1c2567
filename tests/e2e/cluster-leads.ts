// Lead loads for the cluster journeys: bounded, loopback only. Each journey sends from its own
// loopback address (127.0.0.x), so nginx appends a distinct client to X-Forwarded-For and the
// shared rate limit counts each journey apart.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './ports';
import { nginxUrl } from './cluster';

export interface Sent { i: number; status: number }

export const leadBody = (tag: string, i: number) => JSON.stringify({
  data: {
    name: `Cluster ${i}`, workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: `${tag}-${i}@example.com`, message: '',
    state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: tag, url: `${nginxUrl}/`, oldSource: 'test',
  },
  captcha: `stub-ok-${tag}-${i}`,
});

/** One lead POST from a loopback address of its own (to nginx, or to `base`): its status. */
export function post(localAddress: string, body: string, headers: Record<string, string>, base = nginxUrl): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, localAddress, path: '/api/global-contact-form', method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

/** `count` valid leads, at most `concurrency` in flight; `during(i)` runs before lead i leaves. */
export async function leadLoad(o: { tag: string; from: string; count: number; concurrency: number; during?: (i: number) => void }): Promise<Sent[]> {
  const sent: Sent[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: o.concurrency }, async () => {
    for (let i = next++; i < o.count; i = next++) {
      o.during?.(i);
      const status = await post(o.from, leadBody(o.tag, i), { 'content-type': 'application/json', 'idempotency-key': `${o.tag}-${i}` }).catch(() => 0);
      sent.push({ i, status });
    }
  }));
  return sent;
}

/** How many leads each instance accepted, from its JSON log lines (`lead.accepted`). */
export function acceptedPerInstance(ports: number[], since: number): Record<number, number> {
  return Object.fromEntries(ports.map((port) => {
    const lines = readFileSync(path.join(E2E.cluster.dir, `site-${port}.log`), 'utf8').split('\n');
    return [port, lines.filter((l) => l.includes('"event":"lead.accepted"') && Date.parse(JSON.parse(l).ts) >= since).length];
  }));
}
