'use strict';

// The site's mailer reads its templates and the counsellors' addresses here, behind the site's
// lead token like the lead routes (401 without it, 503 while it is unset): the counsellors'
// addresses are not for the public, so neither type has a GraphQL or REST route of its own.
module.exports = {
  routes: [
    { method: 'GET', path: '/lead-mail', handler: 'lead-mail.read', config: { auth: false, policies: [], middlewares: [] } },
  ],
};
