'use strict';

// GET /lead-stats/month on the admin API (the admin's sign-in, like the lead export): the admin
// home's widget (src/admin/LeadsWidget.jsx) draws it. Only for a role that may read leads.
const { monthStats } = require('./query');

const LEAD_UID = 'api::lead.lead';

async function month(ctx) {
  const ability = ctx.state.userAbility;
  if (!ability || !ability.can('plugin::content-manager.explorer.read', LEAD_UID)) {
    ctx.status = 403;
    ctx.body = { error: 'Your role may not read leads' };
    return;
  }
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
