'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::b2b-marketing-header.b2b-marketing-header');
