'use strict';

const { registerV4Compat } = require('./graphql/v4-compat');
const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureFirstAdmin } = require('./bootstrap/admin-user');
const { runSeed } = require('./bootstrap/seed');
const { registerPublishedOnly } = require('./bootstrap/published-only');
const { ensureRevalidateWebhook } = require('./bootstrap/webhook');
const { ensurePreviewToken } = require('./bootstrap/preview-token');

module.exports = {
  register({ strapi }) {
    registerV4Compat(strapi);
    registerPublishedOnly(strapi);
  },

  async bootstrap({ strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureFirstAdmin(strapi);
    if (process.env.CMS_SEED !== 'false') {
      await runSeed(strapi);
    }
    await ensureRevalidateWebhook(strapi);
    await ensurePreviewToken(strapi);
  },
};
