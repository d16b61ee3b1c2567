'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::b2c-marketing-header.b2c-marketing-header');
