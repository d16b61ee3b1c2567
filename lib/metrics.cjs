// The numbers of one site instance, in Prometheus's text format: /api/metrics.
// Every API route, instrumentation.ts and the page-cache handler (loaded by path, outside
// webpack: hence CommonJS) load this file apart, and not all with the same prom-client:
// instrumentation.ts, which starts the lead workers, carries its own bundled copy. So the first
// copy loaded becomes the process's (globalThis), and each metric is looked up by name on its
// registry before it is made. The lead and CMS counters are counted from the events the code
// logs (lib/log.ts), so a number and its log lines cannot disagree.
const CLIENT = Symbol.for('maven.metrics.client');
const client = (globalThis[CLIENT] ??= require('prom-client'));
const { deadline } = require('./deadline.cjs');

const { register } = client;
const PREFIX = 'maven_';
/** A metric of the shared registry, made by the first bundle that asks for it. */
function metric(Kind, name, help, options = {}) {
  return register.getSingleMetric(PREFIX + name) ?? new Kind({ name: PREFIX + name, help, ...options });
}
const counter = (name, help, labelNames = []) => metric(client.Counter, name, help, { labelNames });

const leadAcceptSeconds = () => metric(client.Histogram, 'lead_accept_seconds',
  'Time from a lead POST reaching this instance to its 200 answer (the lead is committed in Postgres).',
  { buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] });

/** Counters moved by a logged event: [counter, how much, labels]. */
const EVENTS = {
  'lead.accepted': (f) => (f.duplicate
    ? [counter('leads_duplicate_total', 'Lead POSTs answered with the lead an idempotency key already stored (a client retry).'), 1, {}]
    : [counter('leads_accepted_total', 'Leads stored in the queue and answered 200.'), 1, {}]),
  // Google could not check a form's captcha; the lead waits for a marketer's release. Alert on any rise.
  'lead.held': () => [counter('leads_held_total', 'Leads accepted while Google siteverify could not be reached, held from sales until released in the CMS.'), 1, {}],
  'lead.forwarded': (f) => [counter('leads_forwarded_total', 'Leads a destination confirmed.', ['destination']), f.leadIds?.length ?? 1, { destination: f.destination ?? 'cms' }],
  'lead.retried': (f) => [counter('leads_retried_total', 'Deliveries that failed and wait for another attempt.', ['destination']), 1, { destination: f.destination ?? 'cms' }],
  'lead.dead_lettered': (f) => [counter('leads_dead_total', 'Leads moved to the dead letter (refused, or out of attempts).', ['destination']), 1, { destination: f.destination ?? 'cms' }],
  // Acknowledgements not sent by rule: a repeat of an address within a day, or over MAIL_ACKS_PER_HOUR (alert on that).
  'mail.ack_skipped': (f) => [counter('mail_acks_skipped_total', 'Acknowledgements not sent: the address had one within a day (repeat), or the site reached MAIL_ACKS_PER_HOUR (hourly_cap).', ['reason']), f.emails ?? 1, { reason: String(f.reason ?? 'unknown') }],
  'mail.sent': (f) => [counter('mail_sent_total', 'Emails the SMTP server took (ack: to the person; alert: to the counsellors).', ['destination']), f.emails ?? 1, { destination: String(f.destination ?? 'unknown') }],
  'cms_query_failed': (f) => [counter('cms_query_failures_total', 'CMS queries that failed (the page used the last good answer or the defaults).', ['operation']), 1, { operation: String(f.operation ?? 'unknown') }],
};

/** Called by logEvent for every event. */
function countEvent(event, fields) {
  const rule = EVENTS[event];
  if (!rule) return;
  const [c, by, labels] = rule(fields);
  c.inc(labels, by);
}

function observeLeadAccepted(seconds) {
  leadAcceptSeconds().observe(seconds);
}

/**
 * A visit's Core Web Vital as its browser measured it (lib/visits), on the visits' bucket edges: Prometheus adds up every
 * instance's histogram and reads the 75th percentile Google ranks by (docs/operating.md alerts on phones').
 */
function observeVital(name, value, edges, labels) {
  metric(client.Histogram, `web_vital_${name.toLowerCase()}`, `${name} of visits to this instance, as their browsers measured it (${name === 'CLS' ? 'unitless' : 'ms'}).`,
    { labelNames: ['route_class', 'device'], buckets: edges }).observe(labels, value);
}

/** A page asked of the ISR cache (lib/cache/handler.cjs): found, or rendered anew. */
function countPageCache(hit) {
  (hit ? counter('page_cache_hits_total', 'ISR page cache reads that found the page.') : counter('page_cache_misses_total', 'ISR page cache reads that did not (the page is rendered).')).inc();
}

const STATS_TIMEOUT_MS = 1_500;
const QUEUE_GAUGES = ['leads_queue_up', 'leads_pending', 'leads_oldest_pending_seconds', 'leads_dead_letter'];

/**
 * The lead queue's gauges, read at scrape time from `source` (lib/leads/server/runtime.ts hands it
 * over): one read per scrape, shared by the four. Registering again replaces the gauges, so they
 * always count the source last handed over, whichever bundle scrapes.
 */
function queueStatsFrom(source) {
  let scrape = null;
  const queueStats = () => {
    if (scrape && Date.now() - scrape.at < 1_000) return scrape.stats;
    const stats = deadline(source(), STATS_TIMEOUT_MS, () => null).catch(() => null);
    scrape = { at: Date.now(), stats };
    return stats;
  };
  for (const name of QUEUE_GAUGES) register.removeSingleMetric(PREFIX + name);
  const gauge = (name, help, value) => new client.Gauge({
    name: PREFIX + name, help,
    // A slow or absent Postgres never hangs a scrape: `leads_queue_up` 0 says the numbers are old.
    async collect() {
      const stats = await queueStats();
      if (value === null) this.set(stats ? 1 : 0);
      else if (stats) this.set(value(stats) ?? 0);
    },
  });
  gauge('leads_queue_up', 'Whether the lead queue answered this scrape (1) or not (0).', null);
  gauge('leads_pending', 'Leads not yet confirmed by the CMS (stored, waiting or retrying).', (s) => s.pending);
  gauge('leads_oldest_pending_seconds', 'Age of the oldest lead the CMS has not confirmed (0: none waiting).', (s) => s.oldestPendingSeconds);
  gauge('leads_dead_letter', 'Leads in the dead letter, waiting for an operator (scripts/leads-dead-letter.ts).', (s) => s.dead);
}

/** The whole registry as Prometheus text. */
async function metricsText() {
  return { contentType: register.contentType, body: await register.metrics() };
}

// The process's own numbers (CPU, memory, event-loop lag, heap), once per process.
const DEFAULTS = Symbol.for('maven.metrics.defaults');
if (!globalThis[DEFAULTS]) {
  globalThis[DEFAULTS] = true;
  client.collectDefaultMetrics({ prefix: PREFIX });
}

module.exports = { countEvent, observeLeadAccepted, observeVital, countPageCache, queueStatsFrom, metricsText };
