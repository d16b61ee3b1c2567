'use strict';

// The leads marketers read on the admin's home page, test leads left out, over India's days:
// - the month: leads per day by channel, and the top campaigns and sources, over the last 30 days;
// - per page and per campaign over the days the site counts visits for (the visits widget).
// Plain SQL over the lead table, so the bench (bench/lead-stats.mjs) times exactly what the admin
// runs. The index leads_month_chart_idx (created_at, test_lead, channel: the lead's schema.json)
// lets the per-day count read the index only; the other statements read the range's rows.

const { indiaDay } = require('../../../shared/visits.cjs');

const MONTH_DAYS = 30;
const TOP = 8;
const TZ = 'Asia/Kolkata';
// The touch a campaign is credited to: the last one, else the first (the site credits a visit the same way).
const CAMPAIGN = 'coalesce(last_utm_campaign, first_utm_campaign)';
const SOURCE = 'coalesce(last_utm_source, first_utm_source)';
// A lead's page as the site names it: the path of its address (origin + path, shared/leadContract.mjs
// pageAddress), without origin, query or fragment; the home page's address may have no path at all.
// \x3f is '?', written so because knex takes every '?' of a raw statement for a binding.
const PATH = String.raw`coalesce(nullif(regexp_replace(regexp_replace(url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/\x3f#]*', ''), '[\x3f#].*$', ''), ''), '/')`;
// Past this many addresses of one path, a list link takes the path's ending instead (the admin reads
// at most 20 items of a list in its address: qs's arrayLimit).
const MAX_ADDRESSES = 20;

/** The range's leads counted by `expr` (a campaign, a source), test leads and leads without one left out. */
const leadsBy = (expr) => `SELECT ${expr} AS name, count(*)::int AS leads FROM leads
  WHERE created_at >= ? AND test_lead = false AND ${expr} IS NOT NULL GROUP BY 1`;

/** The statements, with `?` placeholders (knex); the one binding of each is the range's start. */
const STATEMENTS = {
  perDay: `SELECT to_char((created_at AT TIME ZONE '${TZ}')::date, 'YYYY-MM-DD') AS day, coalesce(channel, '') AS channel, count(*)::int AS leads
             FROM leads WHERE created_at >= ? AND test_lead = false GROUP BY 1, 2 ORDER BY 1, 2`,
  campaigns: `${leadsBy(CAMPAIGN)} ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
  sources: `${leadsBy(SOURCE)} ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
  // Each page's leads, with the addresses they were sent from (one per origin, as a rule), so the
  // lead list's link names exactly these leads.
  pages: `SELECT ${PATH} AS name, count(*)::int AS leads, (array_agg(DISTINCT url ORDER BY url))[1:${MAX_ADDRESSES + 1}] AS urls FROM leads
           WHERE created_at >= ? AND test_lead = false AND url IS NOT NULL AND url <> '' GROUP BY 1`,
  allCampaigns: leadsBy(CAMPAIGN),
};


/** The first instant of the day `days - 1` days before `now`'s day, in India's time: `days` days with today. */
function rangeStart(now, days) {
  return new Date(Date.parse(`${indiaDay(now.getTime())}T00:00:00+05:30`) - (days - 1) * 864e5);
}

/**
 * `run(sql, bindings)` answers the rows (knex: strapi.db.connection.raw, then .rows).
 * @returns {Promise<{ days: string[], perDay: { day: string, channel: string, leads: number }[],
 *   campaigns: { name: string, leads: number }[], sources: { name: string, leads: number }[] }>}
 */
async function monthStats(run, now = new Date()) {
  const since = rangeStart(now, MONTH_DAYS);
  const [perDay, campaigns, sources] = await Promise.all(
    [STATEMENTS.perDay, STATEMENTS.campaigns, STATEMENTS.sources].map((sql) => run(sql, [since])),
  );
  const days = Array.from({ length: MONTH_DAYS }, (_, i) => indiaDay(since.getTime() + i * 864e5));
  return { days, perDay, campaigns, sources };
}

/**
 * The leads of each page and each campaign since `since` (an instant).
 * @returns {Promise<{ pages: { name: string, leads: number, urls: string[] }[], campaigns: { name: string, leads: number }[] }>}
 */
async function leadsByPageAndCampaign(run, since) {
  const [pages, campaigns] = await Promise.all([run(STATEMENTS.pages, [since]), run(STATEMENTS.allCampaigns, [since])]);
  return { pages, campaigns };
}

module.exports = { monthStats, leadsByPageAndCampaign, rangeStart, MAX_ADDRESSES };
