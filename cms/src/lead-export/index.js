'use strict';

// Leads out of the CMS as CSV, for marketers signed in to the admin.
//
//   GET /lead-export/leads.csv?from=2026-11-01&to=2026-11-30&source=Maven
//
// from/to: days in India's time, inclusive, or ISO date-times; on when the CMS stored the lead.
// source: the lead's leadSource, exactly. Any of them may be left out.
//
// Why a route of our own and not a plugin: the Strapi 5 CSV plugins on the registry (checked
// 2026-11-24: export-import-strapi5-plugin 1.0.1, one release, on json2csv 6.0.0-alpha; the
// marketplace's "strapi-plugin-csv-export" is not on the registry) filter by no date range and
// say nothing of formula cells, and each needs its own admin build. An admin-type route gets the
// admin's own sign-in (its JWT), and the export asks the signed-in admin's role whether it may
// read every lead and every field in the Content Manager (lead-access.js: Super Admin and Sales;
// a role limited by a condition or to some fields gets 403).

const { toCsv, parseBound } = require('./csv');
const { TOUCH_COLUMNS } = require('../lead-touch');
const { mayReadLeads, LEAD_UID } = require('../lead-access');

const PAGE = 1000;

/** The columns, in the order a marketer reads them. */
const COLUMNS = [
  ['id', 'id'], ['createdAt', 'stored at'], ['form', 'form'], ['leadSource', 'source'], ['subSource', 'sub source'], ['channel', 'channel'],
  ['name', 'name'], ['email', 'email'], ['mobileNumber', 'mobile number'], ['workExperience', 'work experience'], ['country', 'country'],
  ['state', 'state'], ['message', 'message'], ['url', 'url'], ['oldSource', 'old source'], ['downloadId', 'download id'],
  ['noticeVersion', 'notice version'], ['marketingOptIn', 'marketing opt-in'], ['adMeasurementOptIn', 'ad measurement opt-in'], ['consentAt', 'consent at'],
  // The first and last touch, each field a column ('first utm_source', …, 'last at').
  ...TOUCH_COLUMNS.map(([column, touch, field]) => [column, `${touch} ${field}`]),
];

async function exportLeads(ctx) {
  if (!(await mayReadLeads(ctx))) return;
  const from = parseBound(ctx.query.from, false);
  const to = parseBound(ctx.query.to, true);
  if (from === undefined || to === undefined) {
    ctx.status = 400;
    ctx.body = { error: 'from and to are days (YYYY-MM-DD) or ISO date-times' };
    return;
  }
  const where = {};
  if (from || to) where.createdAt = { ...(from && { $gte: from }), ...(to && { $lte: to }) };
  if (typeof ctx.query.source === 'string' && ctx.query.source !== '') where.leadSource = ctx.query.source;

  // Page through by id, so a large export never holds one huge query open.
  const rows = [];
  for (let lastId = 0; ;) {
    const page = await strapi.db.query(LEAD_UID).findMany({
      where: { ...where, id: { $gt: lastId } }, orderBy: { id: 'asc' }, limit: PAGE, select: COLUMNS.map(([field]) => field),
    });
    rows.push(...page);
    if (page.length < PAGE) break;
    lastId = page[page.length - 1].id;
  }
  const name = ['leads', ctx.query.from, ctx.query.to, ctx.query.source].filter(Boolean).join('_').replace(/[^A-Za-z0-9_.-]/g, '-');
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = toCsv(COLUMNS, rows);
}

/** Registers the route with the admin API (admin sign-in, then the policy), before routing starts. */
function registerLeadExport(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/lead-export',
    routes: [{ method: 'GET', path: '/leads.csv', handler: exportLeads, config: { policies: ['admin::isAuthenticatedAdmin'] } }],
  });
}

module.exports = { registerLeadExport };
