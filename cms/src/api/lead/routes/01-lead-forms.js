'use strict';

/**
 * Public lead-capture endpoints (the site's server forwards visitor leads here).
 * `auth: false`: no Strapi user/API token needed. If LEAD_FORWARD_TOKEN is set,
 * the controller requires `Authorization: Bearer <LEAD_FORWARD_TOKEN>` instead.
 *
 * The core /api/leads routes (routes/lead.js) stay protected: the public role
 * has no lead permission, so GET /api/leads answers 403.
 */

// Download paths from the lead contract (lib/leads/contract.json), as the site posts them.
const contract = require('../../../lead-contract');

const DOWNLOADS = Object.values(contract.downloads).map((p) => [p.replace(/^\/api/, '')]);

const route = (path, handler, extra = {}) => ({
  method: 'POST',
  path,
  handler,
  config: { auth: false, policies: [], middlewares: [], ...extra },
});

module.exports = {
  routes: [
    route(contract.forms.contact.path.replace(/^\/api/, ''), 'lead-forms.contact'),
    route(contract.forms.referAndEarn.path.replace(/^\/api/, ''), 'lead-forms.referAndEarn'),
    ...DOWNLOADS.map(([p]) => route(p, 'lead-forms.download')),
  ],
};
