'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreService('api::counsellor-route.counsellor-route');
