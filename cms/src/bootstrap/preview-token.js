'use strict';

/**
 * The site's read-only API token for the admin's Preview, kept in step with PREVIEW_API_TOKEN
 * at every boot. Drafts are readable only with a credential (src/bootstrap/published-only.js);
 * this is the one the site holds server-side. Strapi generates token values itself and keeps
 * only their hash, so the token is stored here the same way (the admin's salted hash of the
 * value the environment gives both sides). Only the token with this name is ever touched.
 *
 *   PREVIEW_API_TOKEN  the token value, shared with the site (unset: no token, preview reads fail)
 */

const TOKEN_NAME = 'site-preview';

async function ensurePreviewToken(strapi) {
  const value = process.env.PREVIEW_API_TOKEN;
  if (!value) {
    strapi.log.info('[preview] PREVIEW_API_TOKEN not set: no preview token');
    return;
  }
  const tokens = strapi.service('admin::api-token-content-api');
  const accessKey = tokens.hash(value);
  const query = strapi.db.query('admin::api-token');
  const existing = await query.findOne({ where: { name: TOKEN_NAME } });
  const wanted = {
    name: TOKEN_NAME,
    description: 'Read-only token the site uses to show drafts in the admin Preview (set from PREVIEW_API_TOKEN).',
    type: 'read-only',
    kind: 'content-api',
    accessKey,
    lifespan: null,
    expiresAt: null,
  };
  if (!existing) {
    await query.create({ data: wanted });
    strapi.log.info(`[preview] created read-only token ${TOKEN_NAME}`);
  } else if (existing.accessKey !== accessKey || existing.type !== 'read-only') {
    await query.update({ where: { id: existing.id }, data: wanted });
    strapi.log.info(`[preview] updated read-only token ${TOKEN_NAME}`);
  }
}

module.exports = { ensurePreviewToken, TOKEN_NAME };
