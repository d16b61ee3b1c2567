'use strict';

// The CMS's half of the public profile (docs/deploying.md), over the rules it shares with the
// site (shared/exposure.cjs at the repository root): on a developer's machine the CMS listens on
// loopback; one that listens beyond it or declares a public address refuses to start while any
// setting is one a stranger could know. Pure functions of the environment, so every refusal has
// a unit test (tests/unit/cms/exposure.test.ts); src/index.js calls them before anything serves.
const { CMS_DB, DEFAULT_PG_PORT, localDatabaseUrl } = require('../../shared/local.cjs');

const {
  databaseProblem, declaredProfile, isExampleValue, isPublic, nodeEnvProblem, plainHttpProblem, refuseUnsafe, secretProblem,
} = require('../../shared/exposure.cjs');

/** The first admin's password when CMS_ADMIN_PASSWORD is unset (a developer's machine only). */
const DEFAULT_ADMIN_PASSWORD = 'MavenAdmin123!';
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 1337;

const originOf = (url) => { try { return new URL(url).origin; } catch { return null; } };
const list = (value) => String(value || '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * The browser origins allowed to call the CMS: CORS_ORIGINS, else the admin's own. Never the
 * site's: the visitor's browser talks to the site's origin only, which passes /api/graphql and
 * /api/media on to the CMS from the server, and the admin's Preview frames the site without CORS.
 */
function corsOrigins(env) {
  if (env.CORS_ORIGINS) return list(env.CORS_ORIGINS);
  const port = env.PORT || DEFAULT_PORT;
  return env.PUBLIC_URL ? [originOf(env.PUBLIC_URL)].filter(Boolean) : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** Why this CMS is public, or null: MAVEN_PROFILE=public (deploy/systemd), or its addresses. */
function publicReason(env) {
  if (declaredProfile(env.MAVEN_PROFILE) === 'public') return 'MAVEN_PROFILE is public';
  const host = env.HOST || DEFAULT_HOST;
  if (isPublic({ listenHost: host })) return `HOST is ${host}`;
  for (const name of ['PUBLIC_URL', 'SITE_URL']) if (env[name] && isPublic({ urls: [env[name]] })) return `${name} is ${env[name]}`;
  return null;
}

/**
 * Every setting a public CMS may not keep, each naming its variable and how to set it.
 * @returns {string[]}
 */
function cmsRefusals(env) {
  const password = env.CMS_ADMIN_PASSWORD;
  const allowed = [originOf(env.PUBLIC_URL)].filter(Boolean);
  const cors = list(env.CORS_ORIGINS);
  const keys = list(env.APP_KEYS);
  return [
    nodeEnvProblem(env.NODE_ENV),
    databaseProblem('DATABASE_URL', env.DATABASE_URL || localDatabaseUrl(DEFAULT_PG_PORT, CMS_DB)),
    ...['PUBLIC_URL', 'SITE_URL', 'SITE_REVALIDATE_URL'].map((name) => plainHttpProblem(name, env[name])),
    // Behind nginx (deploy/nginx/maven.conf.template) every request comes from the proxy: without koa's
    // proxy trust (config/server.js) the admin's login limiter counts everyone as one address.
    env.IS_PROXIED === '1' || env.IS_PROXIED === 'true' ? null : 'IS_PROXIED is not 1: the CMS runs behind nginx (deploy/nginx/maven.conf.template); set IS_PROXIED=1 so it reads the visitor from X-Forwarded-For',
    !password || password === DEFAULT_ADMIN_PASSWORD || isExampleValue(password)
      ? 'CMS_ADMIN_PASSWORD is not set or is the documented example: set a password of your own (8+ characters, lower and upper case, a digit)'
      : null,
    ...(keys.length ? keys.map((k, i) => secretProblem(`APP_KEYS[${i}]`, k)) : [secretProblem('APP_KEYS', '')]),
    ...['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'LEAD_FORWARD_TOKEN'].map((name) => secretProblem(name, env[name])),
    // Unset, the erase route answers 503 (fails closed); set, it must be strong and the operator's own.
    env.LEADS_ERASE_TOKEN ? secretProblem('LEADS_ERASE_TOKEN', env.LEADS_ERASE_TOKEN) : null,
    env.LEADS_ERASE_TOKEN && env.LEADS_ERASE_TOKEN === env.LEAD_FORWARD_TOKEN
      ? 'LEADS_ERASE_TOKEN is the lead token, which every web instance holds: generate one of its own with `openssl rand -hex 32`'
      : null,
    env.SITE_REVALIDATE_URL ? secretProblem('REVALIDATE_SECRET', env.REVALIDATE_SECRET) : null,
    env.SITE_URL && env.PREVIEW_SECRET ? secretProblem('PREVIEW_SECRET', env.PREVIEW_SECRET) : null,
    env.PREVIEW_API_TOKEN ? secretProblem('PREVIEW_API_TOKEN', env.PREVIEW_API_TOKEN) : null,
    !cors.length
      ? `CORS_ORIGINS is not set: the admin's origin only, e.g. CORS_ORIGINS=${allowed.join(',') || 'https://cms.example.com'}`
      : cors.includes('*') || cors.some((o) => !allowed.includes(o))
        ? `CORS_ORIGINS names an origin other than the admin's (PUBLIC_URL); browsers reach the CMS through the site's origin only: ${cors.filter((o) => !allowed.includes(o)).join(', ')}`
        : null,
  ].filter(Boolean);
}

/** Throws (the CMS does not start) in the public profile with an unsafe setting. */
function assertSafeExposure(env) {
  const why = publicReason(env);
  if (why) refuseUnsafe('cms', why, cmsRefusals(env));
}

/**
 * The other half of the admin password rule: an admin created before CMS_ADMIN_PASSWORD was set
 * may still sign in with the documented default. Checked once the database is up.
 */
async function assertNoDefaultAdminPassword(strapi, env) {
  const why = publicReason(env);
  if (!why) return;
  const admins = await strapi.db.query('admin::user').findMany({ select: ['email', 'password'] });
  const auth = strapi.service('admin::auth');
  const stale = [];
  for (const admin of admins) {
    if (admin.password && (await auth.validatePassword(DEFAULT_ADMIN_PASSWORD, admin.password))) stale.push(admin.email);
  }
  refuseUnsafe('cms', why, stale.length ? [`the admin ${stale.join(', ')} still signs in with the documented default password: change it (admin › Profile) on a loopback start first`] : []);
}

module.exports = {
  DEFAULT_ADMIN_PASSWORD, corsOrigins, publicReason, cmsRefusals, assertSafeExposure, assertNoDefaultAdminPassword,
};
