'use strict';
// No routes: data requests arrive through the lead batch route (api::lead) and are read and
// worked in the admin only, never through the public or the preview token's API.
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::data-request.data-request');
