'use strict';

const { release } = require('./api/lead/controllers/lead-follow-up');

// The admin's "Release to sales": an admin-type route, so it takes the admin's own
// sign-in, and the controller asks the signed-in role whether it may edit leads.
function registerLeadRelease(strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/lead-release',
    routes: [{ method: 'POST', path: '/:documentId', handler: release, config: { policies: ['admin::isAuthenticatedAdmin'] } }],
  });
}

module.exports = { registerLeadRelease };
