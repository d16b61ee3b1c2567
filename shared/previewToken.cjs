// The admin's Preview link token: `<expiry ms>.<HMAC-SHA256>` of the target (path,
// popup, status) and the expiry, keyed with PREVIEW_SECRET, so the secret itself is never in a URL
// (access logs, browser history). The CMS signs it (cms/src/preview/site-paths.js); the site checks
// it (lib/secretRoute.ts). One format for both sides.
// @ts-check
'use strict';
const { createHmac } = require('node:crypto');

/** How long a preview link works. */
const PREVIEW_TOKEN_TTL_MS = 5 * 60_000;

/** @param {string} secret @param {{ path: string, popup?: string, status: string }} target @param {string | number} expires */
const previewMac = (secret, { path, popup = '', status }, expires) =>
  createHmac('sha256', secret).update(['preview', path, popup, status, String(expires)].join('\n')).digest('base64url');

/**
 * A token for `target`, good for PREVIEW_TOKEN_TTL_MS from `now`.
 * @param {string} secret @param {{ path: string, popup?: string, status: string }} target @param {number} [now]
 */
function signPreview(secret, target, now = Date.now()) {
  const expires = now + PREVIEW_TOKEN_TTL_MS;
  return `${expires}.${previewMac(secret, target, expires)}`;
}

module.exports = { PREVIEW_TOKEN_TTL_MS, previewMac, signPreview };
