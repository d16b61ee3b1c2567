'use strict';

const { mayRelease, release } = require('./api/lead/controllers/lead-follow-up');

// The admin's "Release to sales" (a lead) and "Release" (a data request: its confirmation link):
// admin-type routes, so they take the admin's own sign-in, and the controller asks the signed-in
// role whether it may edit that entry. GET answers whether it may, so the button shows only then.
function registerLeadRelease(strapi) {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  strapi.server.routes({
    type: 'admin',
    prefix: '/lead-release',
    routes: ['/:documentId', '/:kind/:documentId'].flatMap((path) => [
      { method: 'POST', path, handler: release, config },
      { method: 'GET', path, handler: mayRelease, config },
    ]),
  });
}

module.exports = { registerLeadRelease };
