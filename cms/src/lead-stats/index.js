'use strict';

// The admin home's widgets, on the admin API (the admin's sign-in, like the lead export), only for a
// role that may read leads:
// - GET /lead-stats/month: the month's leads (src/admin/LeadsWidget.jsx);
// - GET /lead-stats/visits: visits, leads, conversion and web vitals per page and campaign over the
//   site's 28 days (src/admin/VisitsWidget.jsx).
const { monthStats, leadsByPageAndCampaign, rangeStart, MAX_ADDRESSES } = require('./query');
const { indiaDay } = require('../../../shared/visits.cjs');
const { fetchVisits, visitStats, VISIT_DAYS } = require('./visits');
const { mayReadLeads } = require('../lead-access');

const run = async (sql, bindings) => (await strapi.db.connection.raw(sql, bindings)).rows;

async function month(ctx) {
  if (!(await mayReadLeads(ctx))) return;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await monthStats(run);
}

async function visits(ctx) {
  if (!(await mayReadLeads(ctx))) return;
  const now = new Date();
  const since = rangeStart(now, VISIT_DAYS);
  const [leads, site] = await Promise.all([
    leadsByPageAndCampaign(run, since),
    fetchVisits({ siteUrl: process.env.SITE_URL, token: process.env.LEAD_FORWARD_TOKEN }),
  ]);
  if ('error' in site) strapi.log.warn(`[lead-stats] visits: ${site.error}`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = visitStats({ since, sinceDay: indiaDay(since.getTime()), leads, visits: site, maxAddresses: MAX_ADDRESSES });
}

// Signed out, or a forged token: 401 before the handler runs.
const adminOnly = () => ({ policies: ['admin::isAuthenticatedAdmin'] });

function registerLeadStats(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/lead-stats',
    routes: [
      { method: 'GET', path: '/month', handler: month, config: adminOnly() },
      { method: 'GET', path: '/visits', handler: visits, config: adminOnly() },
    ],
  });
}

module.exports = { registerLeadStats };
