'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::site-text.site-text');
