'use strict';
// No routes: the rules are edited in the admin and read by the lead routes only.
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::channel-rule.channel-rule');
