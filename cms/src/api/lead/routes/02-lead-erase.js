'use strict';

// The operator's erasure of one person's leads (scripts/leads-erase.ts), behind the operator's
// erase token LEADS_ERASE_TOKEN (401 without it or with the lead token, 503 while it is unset).
module.exports = {
  routes: [
    { method: 'POST', path: '/lead-erase', handler: 'lead-erase.erase', config: { auth: false, policies: [], middlewares: [] } },
  ],
};
