'use strict';

const { registerV4Compat } = require('./graphql/v4-compat');
const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureFirstAdmin } = require('./bootstrap/admin-user');
const { ensureAdminRoles } = require('./bootstrap/admin-roles');
const { runSeed } = require('./bootstrap/seed');
const { registerPublishedOnly } = require('./bootstrap/published-only');
const { ensureRevalidateWebhook } = require('./bootstrap/webhook');
const { ensurePreviewToken } = require('./bootstrap/preview-token');
const { assertNoDefaultAdminPassword, assertSafeExposure } = require('./exposure');
const { registerLeadExport } = require('./lead-export');
const { registerLeadStats } = require('./lead-stats');
const { registerLeadRelease } = require('./lead-follow-up');
const { registerRedirects } = require('./redirects');
const { registerRetention } = require('./lead-retention');
const { applyAdminViews } = require('./admin-views');
const { registerEntryTitles } = require('./admin-views/titles');

let startRetention = () => {};

module.exports = {
  register({ strapi }) {
    // Before anything serves: a public CMS with a setting a stranger could know does not start.
    assertSafeExposure(process.env);
    registerV4Compat(strapi);
    registerPublishedOnly(strapi);
    registerLeadExport(strapi);
    registerLeadStats(strapi);
    registerLeadRelease(strapi);
    registerRedirects(strapi);
    // A wrong LEADS_CMS_RETENTION_DAYS stops the start here, with its name.
    startRetention = registerRetention(strapi);
    // Leads, data requests, the channel rules and the mailer's templates and addresses are read in
    // the admin (and by their token routes) only: no GraphQL type, query or mutation.
    for (const uid of ['api::lead.lead', 'api::data-request.data-request', 'api::channel-rule.channel-rule', 'api::email-template.email-template', 'api::counsellor-route.counsellor-route']) {
      strapi.plugin('graphql').service('extension').shadowCRUD(uid).disable();
    }
  },

  async bootstrap({ strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureAdminRoles(strapi);
    await ensureFirstAdmin(strapi);
    await assertNoDefaultAdminPassword(strapi, process.env);
    if (process.env.CMS_SEED !== 'false') {
      await runSeed(strapi);
    }
    await ensureRevalidateWebhook(strapi);
    await ensurePreviewToken(strapi);
    // Labels, hints, columns and titles of the admin, set again at every start.
    await applyAdminViews(strapi);
    registerEntryTitles(strapi);
    startRetention();
  },
};
