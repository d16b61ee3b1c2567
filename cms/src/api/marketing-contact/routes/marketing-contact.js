'use strict';
const { factories } = require('@strapi/strapi');
module.exports = factories.createCoreRouter('api::marketing-contact.marketing-contact');
