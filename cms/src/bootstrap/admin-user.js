'use strict';

// Local-dev default only (a public CMS refuses to start with it, src/exposure.js). Satisfies
// Strapi's admin password rules (>= 8 chars, one lowercase, one uppercase, one digit, <= 72 bytes).
const { DEFAULT_ADMIN_PASSWORD: DEFAULT_PASSWORD } = require('../exposure');

const DEFAULT_EMAIL = 'admin@maven.local';

const isValidPassword = (p) =>
  typeof p === 'string' &&
  p.length >= 8 &&
  Buffer.byteLength(p) <= 72 &&
  /[a-z]/.test(p) &&
  /[A-Z]/.test(p) &&
  /\d/.test(p);

async function ensureFirstAdmin(strapi) {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;

  const email = (process.env.CMS_ADMIN_EMAIL || DEFAULT_EMAIL).trim().toLowerCase();
  const password = process.env.CMS_ADMIN_PASSWORD || DEFAULT_PASSWORD;

  if (!isValidPassword(password)) {
    strapi.log.error(
      '[admin] CMS_ADMIN_PASSWORD does not meet Strapi rules (8+ chars, lower, upper, digit, <= 72 bytes); first admin NOT created'
    );
    return;
  }
  if (!process.env.CMS_ADMIN_PASSWORD) {
    strapi.log.warn('[admin] creating the first admin with the documented default password: fine on loopback, refused in the public profile');
  }

  try {
    await userService.createFirstAdmin({
      email,
      password,
      firstname: process.env.CMS_ADMIN_FIRSTNAME || 'Maven',
      lastname: process.env.CMS_ADMIN_LASTNAME || 'Admin',
    });
    strapi.log.info(`[admin] created first super admin ${email}`);
  } catch (err) {
    strapi.log.error(`[admin] could not create first admin: ${err.message}`);
  }
}

module.exports = { ensureFirstAdmin };
