/** @jest-environment node */
// lib/metrics.cjs: counters moved by the events the code logs, and one metric per name however
// many server bundles load the file (they share prom-client's registry, as in `next start`).
import client from 'prom-client';

/** The file as one more bundle would load it: its own module instance, the process's prom-client. */
function loadBundle(): typeof import('../../../lib/metrics.cjs') {
  let loaded!: typeof import('../../../lib/metrics.cjs');
  jest.isolateModules(() => {
    jest.doMock('prom-client', () => client);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance, as a bundle loads it
    loaded = require('../../../lib/metrics.cjs');
  });
  return loaded;
}

const value = async (name: string, labels: Record<string, string> = {}) => {
  const m = await client.register.getSingleMetric(name)?.get();
  return m?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
};

beforeEach(() => {
  client.register.resetMetrics();
  // This process's prom-client is the one the test imported (a bundle's copy would be set first in `next start`).
  (globalThis as Record<symbol, unknown>)[Symbol.for('maven.metrics.client')] = client;
});

it('counts accepted, duplicate, forwarded (per destination, per lead of a batch), retried, dead and CMS failures from the logged events', async () => {
  const a = loadBundle();
  a.countEvent('lead.accepted', { leadId: 1, duplicate: false });
  a.countEvent('lead.accepted', { leadId: 2, duplicate: false });
  a.countEvent('lead.accepted', { leadId: 2, duplicate: true });
  a.countEvent('lead.forwarded', { leadIds: [1, 2] });
  a.countEvent('lead.forwarded', { destination: 'webhook', leadIds: [1] });
  a.countEvent('lead.retried', { leadId: 3 });
  a.countEvent('lead.dead_lettered', { destination: 'webhook', leadId: 4 });
  a.countEvent('cms_query_failed', { operation: 'Header' });
  a.countEvent('lead.store_unavailable', {});
  expect(await value('maven_leads_accepted_total')).toBe(2);
  expect(await value('maven_leads_duplicate_total')).toBe(1);
  expect(await value('maven_leads_forwarded_total', { destination: 'cms' })).toBe(2);
  expect(await value('maven_leads_forwarded_total', { destination: 'webhook' })).toBe(1);
  expect(await value('maven_leads_retried_total', { destination: 'cms' })).toBe(1);
  expect(await value('maven_leads_dead_total', { destination: 'webhook' })).toBe(1);
  expect(await value('maven_cms_query_failures_total', { operation: 'Header' })).toBe(1);
});

it('two bundles of the file count into the same metric, and /api/metrics text shows both', async () => {
  const gateway = loadBundle();
  const forwarder = loadBundle();
  expect(gateway).not.toBe(forwarder);
  gateway.countEvent('lead.accepted', {});
  forwarder.countEvent('lead.accepted', {});
  gateway.observeLeadAccepted(0.02);
  forwarder.observeLeadAccepted(0.2);
  gateway.countPageCache(true);
  forwarder.countPageCache(false);
  const { body, contentType } = await forwarder.metricsText();
  expect(contentType).toMatch(/^text\/plain/);
  expect(body).toMatch(/^maven_leads_accepted_total 2$/m);
  expect(body).toMatch(/^maven_lead_accept_seconds_count 2$/m);
  expect(body).toMatch(/^maven_lead_accept_seconds_bucket\{le="0.025"\} 1$/m);
  expect(body).toMatch(/^maven_page_cache_hits_total 1$/m);
  expect(body).toMatch(/^maven_page_cache_misses_total 1$/m);
  expect(body).toMatch(/^maven_process_cpu_seconds_total /m);
});

it("a bundle with its own copy of prom-client (instrumentation.ts) counts into the first one of the process", async () => {
  let bundled!: typeof import('../../../lib/metrics.cjs');
  jest.isolateModules(() => {
    jest.dontMock('prom-client');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a bundle's own copy of both files
    bundled = require('../../../lib/metrics.cjs');
  });
  bundled.countEvent('lead.accepted', {});
  const { body } = await loadBundle().metricsText();
  expect(body).toMatch(/^maven_leads_accepted_total 1$/m);
});

it('reads the queue at scrape time; a queue that does not answer leaves up=0 instead of hanging the scrape', async () => {
  const m = loadBundle();
  m.queueStatsFrom(async () => ({ pending: 3, dead: 1, oldestPendingSeconds: 42 }));
  let body = (await m.metricsText()).body;
  expect(body).toMatch(/^maven_leads_pending 3$/m);
  expect(body).toMatch(/^maven_leads_oldest_pending_seconds 42$/m);
  expect(body).toMatch(/^maven_leads_dead_letter 1$/m);
  expect(body).toMatch(/^maven_leads_queue_up 1$/m);
  m.queueStatsFrom(() => new Promise(() => {}));
  const t0 = Date.now();
  body = (await m.metricsText()).body;
  expect(Date.now() - t0).toBeLessThan(5_000);
  expect(body).toMatch(/^maven_leads_queue_up 0$/m);
});

it('counts the queue the runtime hands over, scraped from any bundle, with nothing of it left on globalThis', async () => {
  const runtimeBundle = loadBundle();
  const routeBundle = loadBundle();
  runtimeBundle.queueStatsFrom(async () => ({ pending: 7, dead: 0, oldestPendingSeconds: null }));
  const { body } = await routeBundle.metricsText();
  expect(body).toMatch(/^maven_leads_pending 7$/m);
  expect(body).toMatch(/^maven_leads_oldest_pending_seconds 0$/m);
  // The runtime hands the gauges their source; no process-wide value carries it between bundles.
  const globals = Object.getOwnPropertySymbols(globalThis).map((s) => s.description);
  expect(globals).not.toContain('maven.metrics.queueStats');
});
