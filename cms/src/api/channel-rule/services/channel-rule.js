'use strict';
const { factories } = require('@strapi/strapi');
const { DEFAULT_CHANNEL_RULES } = require('../../../lead-touch');

const UID = 'api::channel-rule.channel-rule';
/** A marketer's change applies within this; a lead batch costs no query for the rules meanwhile. */
const CACHE_MS = 60_000;

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  let cached = null;
  return {
    /** The rules by position; the defaults while the collection is empty. */
    async rules() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.rules;
      const rows = await strapi.db.query(UID).findMany({ orderBy: { position: 'asc' } });
      cached = { at: Date.now(), rules: rows.length ? rows : DEFAULT_CHANNEL_RULES };
      return cached.rules;
    },
  };
});
