'use strict';

// The month's picture for marketers: leads per day (India's days) by channel, and the
// top campaigns and sources, over the last 30 days, test leads left out. Plain SQL over the lead
// table, so the bench (bench/lead-stats.mjs) times exactly what the admin runs. The index
// leads_month_chart_idx (created_at, test_lead, channel: the lead's schema.json) lets the per-day
// count read the index only; the top lists read the month's rows.

const DAYS = 30;
const TOP = 8;
const TZ = 'Asia/Kolkata';
// The touch a campaign is credited to: the last one, else the first.
const CAMPAIGN = 'coalesce(last_utm_campaign, first_utm_campaign)';
const SOURCE = 'coalesce(last_utm_source, first_utm_source)';

/** The statements, with `?` placeholders (knex); the one binding of each is the range's start. */
const STATEMENTS = {
  perDay: `SELECT to_char((created_at AT TIME ZONE '${TZ}')::date, 'YYYY-MM-DD') AS day, coalesce(channel, '') AS channel, count(*)::int AS leads
             FROM leads WHERE created_at >= ? AND test_lead = false GROUP BY 1, 2 ORDER BY 1, 2`,
  campaigns: `SELECT ${CAMPAIGN} AS name, count(*)::int AS leads FROM leads
               WHERE created_at >= ? AND test_lead = false AND ${CAMPAIGN} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
  sources: `SELECT ${SOURCE} AS name, count(*)::int AS leads FROM leads
             WHERE created_at >= ? AND test_lead = false AND ${SOURCE} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
};

/** The first instant of the day 29 days before `now`'s day, in India's time. */
function rangeStart(now) {
  const day = new Date(now.getTime() + 5.5 * 3600e3).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00+05:30`) - (DAYS - 1) * 864e5);
}

/**
 * `run(sql, bindings)` answers the rows (knex: strapi.db.connection.raw, then .rows).
 * @returns {Promise<{ days: string[], perDay: { day: string, channel: string, leads: number }[],
 *   campaigns: { name: string, leads: number }[], sources: { name: string, leads: number }[] }>}
 */
async function monthStats(run, now = new Date()) {
  const since = rangeStart(now);
  const [perDay, campaigns, sources] = await Promise.all(
    [STATEMENTS.perDay, STATEMENTS.campaigns, STATEMENTS.sources].map((sql) => run(sql, [since])),
  );
  const days = Array.from({ length: DAYS }, (_, i) => new Date(since.getTime() + i * 864e5 + 5.5 * 3600e3).toISOString().slice(0, 10));
  return { days, perDay, campaigns, sources };
}

module.exports = { monthStats };
