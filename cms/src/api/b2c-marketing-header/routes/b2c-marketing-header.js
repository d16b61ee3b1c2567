'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreRouter('api::b2c-marketing-header.b2c-marketing-header');
