'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreController('api::b2c-componant.b2c-componant');
