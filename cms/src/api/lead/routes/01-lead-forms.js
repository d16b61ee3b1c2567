'use strict';

/**
 * Public lead-capture endpoints (the site's server forwards visitor leads here).
 * `auth: false`: no Strapi user/API token; the controller requires
 * `Authorization: Bearer <LEAD_FORWARD_TOKEN>` instead (401 without, 503 while unset).
 *
 * Strapi's generic /api/leads routes do not exist (the lead API declares no core router): leads
 * are read in the admin only.
 */

// Lead routes from the lead contract (shared/contract.json), as the site posts them.
const contract = require('../../../lead-contract');

const route = (path, handler, extra = {}) => ({
  method: 'POST',
  path,
  handler,
  config: { auth: false, policies: [], middlewares: [], ...extra },
});

module.exports = {
  routes: [
    ...[contract.forms.contact.path, contract.forms.referAndEarn.path, ...Object.values(contract.downloads)].map((p) =>
      route(contract.routePath(p), 'lead-forms.single'),
    ),
    // The site's workers forward queued leads here, up to contract.batch.max per request.
    route(contract.routePath(contract.batch.path), 'lead-forms.batch'),
  ],
};
