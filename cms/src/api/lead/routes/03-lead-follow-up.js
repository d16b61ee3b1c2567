'use strict';

// The site tells the CMS of a confirmation by a mailed link, behind the site's lead
// token like the lead routes (401 without it, 503 while it is unset). The admin's release of a
// held lead is an admin route (src/lead-follow-up.js).
const contract = require('../../../lead-contract');

module.exports = {
  routes: [
    { method: 'POST', path: contract.routePath(contract.confirm.path), handler: 'lead-follow-up.confirm', config: { auth: false, policies: [], middlewares: [] } },
  ],
};
