'use strict';

// The operator's erasure of one person's leads (scripts/leads-erase.mjs), behind the site's lead
// token like the lead routes (401 without it, 503 while it is unset).
module.exports = {
  routes: [
    { method: 'POST', path: '/lead-erase', handler: 'lead-erase.erase', config: { auth: false, policies: [], middlewares: [] } },
  ],
};
