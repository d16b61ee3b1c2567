'use strict';

// GET /lead-stats/month on the admin API (the admin's sign-in, like the lead export): the admin
// home's widget (src/admin/LeadsWidget.jsx) draws it. Only for a role that may read leads.
const { monthStats } = require('./query');
const { mayReadLeads } = require('../lead-access');


async function month(ctx) {
  if (!(await mayReadLeads(ctx))) return;
  const run = async (sql, bindings) => (await strapi.db.connection.raw(sql, bindings)).rows;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await monthStats(run);
}

function registerLeadStats(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/lead-stats',
    routes: [{ method: 'GET', path: '/month', handler: month, config: { policies: ['admin::isAuthenticatedAdmin'] } }],
  });
}

module.exports = { registerLeadStats };
