'use strict';

/**
 * The site's API token for the admin's Preview, kept in step with PREVIEW_API_TOKEN at every
 * boot. A custom token that may find the content types the site shows and nothing else: Strapi's
 * read-only type reads every type, leads included. Drafts are readable only with a credential
 * (src/bootstrap/published-only.js); this is the one the site holds server-side. Strapi generates token values itself and keeps
 * only their hash, so the token is stored here the same way (the admin's salted hash of the
 * value the environment gives both sides). Only the token with this name is ever touched.
 *
 *   PREVIEW_API_TOKEN  the token value, shared with the site (unset: no token, preview reads fail)
 */

const { PUBLIC_READ } = require('./permissions');

const TOKEN_NAME = 'site-preview';
const PERMISSION_UID = 'admin::api-token-permission';

/** find (and findOne for collections) of each content type the site reads. */
const previewActions = (strapi) => PUBLIC_READ.flatMap((uid) => {
  const ct = strapi.contentType(uid);
  if (!ct) return [];
  return ct.kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`];
});

/** The token's permissions become exactly `actions`. */
async function syncPermissions(strapi, tokenId, actions) {
  const query = strapi.db.query(PERMISSION_UID);
  const current = await query.findMany({ where: { token: tokenId }, select: ['id', 'action'] });
  const stale = current.filter((p) => !actions.includes(p.action));
  for (const p of stale) await query.delete({ where: { id: p.id } });
  const have = new Set(current.map((p) => p.action));
  for (const action of actions.filter((a) => !have.has(a))) await query.create({ data: { action, token: tokenId } });
}

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
    description: 'The token the site uses to show drafts in the admin Preview (set from PREVIEW_API_TOKEN): it finds the content types the site shows, never leads.',
    type: 'custom',
    kind: 'content-api',
    accessKey,
    lifespan: null,
    expiresAt: null,
  };
  let token = existing;
  if (!existing) {
    token = await query.create({ data: wanted });
    strapi.log.info(`[preview] created token ${TOKEN_NAME}`);
  } else if (existing.accessKey !== accessKey || existing.type !== wanted.type) {
    await query.update({ where: { id: existing.id }, data: wanted });
    strapi.log.info(`[preview] updated token ${TOKEN_NAME}`);
  }
  await syncPermissions(strapi, token.id, previewActions(strapi));
}

module.exports = { ensurePreviewToken };
