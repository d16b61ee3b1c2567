'use strict';

// The visits widget's picture: the site's visit counts and p75 web vitals per page and per campaign
// (GET ${SITE_URL}/api/visits, the site's lead token as the bearer, like the release route), joined
// with the CMS's own leads over the same days. The site being unset, down or refusing never hides
// the leads: the answer then carries them alone with `visitsError`, which the widget shows.

const VISIT_DAYS = 28;
const SITE_TIMEOUT_MS = 5000;
const VITALS = ['LCP', 'INP', 'CLS'];
/** What the site's contract measures: the vitals the widget rates, and two it passes on. */
const METRICS = [...VITALS, 'FCP', 'TTFB'];
/** Google's thresholds: good up to the first, poor past the second (the site's bucket edges beside them). */
const { THRESHOLDS } = require('../../../shared/visits.cjs');
// Within the admin (its router's base, /admin by default).
const LEAD_LIST = '/content-manager/collection-types/api::lead.lead';

/** 'good', 'needs improvement' or 'poor' for a p75 value; null when no visit reported the metric. */
function rating(metric, value) {
  if (typeof value !== 'number') return null;
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}

const isCount = (n) => Number.isInteger(n) && n >= 0;
const metricOrNull = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** The site's rows, checked: rows without a name or a count are dropped; a metric not a number is null. */
function visitRows(rows) {
  if (!Array.isArray(rows)) return null;
  return rows.filter((r) => r && typeof r.name === 'string' && r.name && isCount(r.visits)).map((r) => {
    const p75 = r.p75 && typeof r.p75 === 'object' ? r.p75 : {};
    return { name: r.name, visits: r.visits, p75: Object.fromEntries(METRICS.map((m) => [m, metricOrNull(p75[m])])) };
  });
}

const LEADS_ONLY = 'only leads are shown.';

/**
 * The site's visits over the last `days` days, or why there are none.
 * @returns {Promise<{ pages: object[], campaigns: object[] } | { error: string }>}
 */
async function fetchVisits({ siteUrl, token, days = VISIT_DAYS, timeoutMs = SITE_TIMEOUT_MS }) {
  if (!siteUrl || !token) return { error: `Visits need SITE_URL and LEAD_FORWARD_TOKEN set for the CMS: ${LEADS_ONLY}` };
  let res;
  try {
    res = await fetch(`${siteUrl.replace(/\/$/, '')}/api/visits?days=${days}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const why = err && err.name === 'TimeoutError' ? `within ${timeoutMs / 1000} s` : `(${err && err.cause ? err.cause.code || err.cause.message : err.message})`;
    return { error: `The site did not answer ${why}: ${LEADS_ONLY} Try again in a minute.` };
  }
  if (res.status === 401) return { error: `The site refused the CMS's token (LEAD_FORWARD_TOKEN is not the site's): ${LEADS_ONLY}` };
  if (res.status === 503) return { error: `The site has no LEAD_FORWARD_TOKEN set, so it gives no visits: ${LEADS_ONLY}` };
  if (res.status !== 200) return { error: `The site answered ${res.status} for visits: ${LEADS_ONLY}` };
  const body = await res.json().catch(() => null);
  const pages = visitRows(body && body.pages);
  const campaigns = visitRows(body && body.campaigns);
  if (!pages || !campaigns) return { error: `The site's answer on visits was not understood: ${LEADS_ONLY}` };
  return { pages, campaigns };
}

/** Strapi's list address with its own filters: `filters[<group>][i][field][op]=value`, at most 4 deep (the admin's qs reads 5). */
function listUrl(since, groups) {
  const params = new URLSearchParams({ page: '1' });
  const and = [['createdAt', '$gte', since.toISOString()], ['testLead', '$eq', 'false'], ...(groups.and || [])];
  and.forEach(([field, op, value], i) => params.append(`filters[$and][${i}][${field}][${op}]`, value));
  (groups.or || []).forEach((conditions, i) => conditions.forEach(([field, op, value]) => params.append(`filters[$or][${i}][${field}][${op}]`, value)));
  return `${LEAD_LIST}?${params}`;
}

/** A page's leads: exactly the addresses its leads came from, or (none, or too many) addresses ending in its path. */
function pageList(since, name, urls, maxAddresses) {
  if (Array.isArray(urls) && urls.length > 0 && urls.length <= maxAddresses) return listUrl(since, { or: urls.map((u) => [['url', '$eq', u]]) });
  return listUrl(since, { and: [['url', '$endsWith', name]] });
}

/** A campaign's leads as the leads are credited: the last touch's campaign, else (no last campaign) the first's. */
const campaignList = (since, name) => listUrl(since, {
  or: [[['lastUtmCampaign', '$eq', name]], [['lastUtmCampaign', '$null', 'true'], ['firstUtmCampaign', '$eq', name]]],
});

const byVisits = (a, b) => (b.visits ?? -1) - (a.visits ?? -1) || b.leads - a.leads || a.name.localeCompare(b.name);

/**
 * Visit rows (or null: the site gave none) joined with lead rows by name; a name with leads but no
 * visit row is kept, with 0 visits (or null when the site gave none). Sorted by visits, most first.
 */
function joinRows(visits, leads, list) {
  const leadsOf = new Map(leads.map((r) => [r.name, r]));
  const seen = new Set();
  const rows = (visits || []).map((v) => {
    seen.add(v.name);
    return row(v.name, v.visits, v.p75, leadsOf.get(v.name), list);
  });
  for (const l of leads) if (!seen.has(l.name)) rows.push(row(l.name, visits ? 0 : null, null, l, list));
  return rows.sort(byVisits);
}

function row(name, visits, p75, lead, list) {
  const leads = lead ? lead.leads : 0;
  return {
    name, visits, leads,
    rate: visits ? leads / visits : null,
    p75: p75 || null,
    ratings: Object.fromEntries(VITALS.map((m) => [m, rating(m, p75 ? p75[m] : null)])),
    list: list(name, lead),
  };
}

/**
 * The widget's answer. `leads` is leadsByPageAndCampaign's, `visits` fetchVisits'.
 * @returns {{ since: string, days: number, visitsError: string | null, pages: object[], campaigns: object[] }}
 */
function visitStats({ since, sinceDay, days = VISIT_DAYS, leads, visits, maxAddresses }) {
  const site = 'error' in visits ? null : visits;
  return {
    since: sinceDay, days, visitsError: site ? null : visits.error,
    pages: joinRows(site && site.pages, leads.pages, (name, lead) => pageList(since, name, lead && lead.urls, maxAddresses)),
    campaigns: joinRows(site && site.campaigns, leads.campaigns, (name) => campaignList(since, name)),
  };
}

module.exports = { fetchVisits, visitStats, rating, VISIT_DAYS };
