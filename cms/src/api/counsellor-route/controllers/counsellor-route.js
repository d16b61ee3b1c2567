'use strict';
// No content API routes: edited in the admin, read by the site's mailer through /api/lead-mail only.
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::counsellor-route.counsellor-route');
