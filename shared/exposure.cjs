// @ts-check
'use strict';
// One notion of exposure, shared by the site (lib/env, next.config.ts) and the CMS (cms/config):
// what runs on a developer's machine listens on loopback and generates its secrets; a process
// that listens beyond loopback or declares a public URL is *public*, and then refuses to start
// while any setting is one a stranger could know (docs/deploying.md lists every refusal).
// CommonJS with no dependency, in shared/ (what both the site and the CMS read).

/** The shortest secret a public deployment accepts (a hex string of 16 random bytes). */
const MIN_SECRET_LENGTH = 32;
const HOW_TO_GENERATE = 'generate one with `openssl rand -hex 32`';

/**
 * Values the repository shows as examples or uses in its tests: a deployment that copied one
 * keeps a secret every reader of this repository knows.
 */
const EXAMPLE_VALUES = new Set([
  'MavenAdmin123!',
  'the-same-long-random-value-as-the-site',
  'another-long-random-value-shared-with-the-site',
  'e2e-revalidate-secret-0123456789',
  'e2e-preview-secret-0123456789',
  'e2e-preview-token-0123456789abcdef0123456789',
  'e2e-lead-forward-token-0123456789abcdef',
  'e2e-secret',
]);
const EXAMPLE_PATTERN = /^(replace|changeme|change-me|example|secret|password)\d*$/i;

/** @param {string} host a host name or address, bracketed or not */
const isLoopbackHost = (host) => {
  // '[::1]' in a URL; '::ffff:127.0.0.1' is how a dual-stack socket reports an IPv4 peer.
  const h = String(host).toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
};

/**
 * A request's X-Forwarded-For entries, however many headers carry them, in order: the last is the
 * address the nearest proxy saw.
 * @param {Record<string, string | string[] | undefined>} headers
 */
const forwardedFor = (headers) => [headers['x-forwarded-for'] ?? []].flat().join(',').split(',').map((e) => e.trim()).filter(Boolean);

/**
 * Public when the process listens beyond loopback (`listenHost`: null leaves listening out, as in
 * a build; a server started without a host listens on every interface: pass '0.0.0.0') or when
 * any of the given URLs names a host that is not loopback.
 * @param {{ listenHost?: string | null, urls?: Array<string | undefined> }} where
 */
function isPublic({ listenHost = null, urls = [] }) {
  if (listenHost !== null && !isLoopbackHost(listenHost)) return true;
  return urls.some((u) => {
    if (!u) return false;
    try { return !isLoopbackHost(new URL(u).hostname); } catch { return true; }
  });
}

/** An example value is as known as a default (the admin password, say). @param {string} value */
const isExampleValue = (value) => EXAMPLE_VALUES.has(value) || EXAMPLE_PATTERN.test(value);

/** Why this secret may not serve a public deployment, or null. @param {string} name @param {string | undefined} value */
function secretProblem(name, value) {
  if (!value) return `${name} is not set: ${HOW_TO_GENERATE}`;
  if (isExampleValue(value)) return `${name} is an example value from this repository: ${HOW_TO_GENERATE}`;
  if (value.length < MIN_SECRET_LENGTH) return `${name} is shorter than ${MIN_SECRET_LENGTH} characters: ${HOW_TO_GENERATE}`;
  return null;
}

/**
 * The profile a process declares: MAVEN_PROFILE=public is set by the systemd units
 * (deploy/systemd), so a site or CMS behind a proxy on loopback is public without guessing;
 * `local` or unset leaves it to the listening host and URLs (a developer's machine). Anything else
 * stops the start: a typo must not fall back to the local profile.
 * @param {string | undefined} value @returns {'public' | 'local' | undefined}
 */
function declaredProfile(value) {
  if (value === undefined || value === '') return undefined;
  if (value === 'public' || value === 'local') return value;
  throw new ExposureError(`MAVEN_PROFILE is ${value}: public or local`);
}

/**
 * Why this URL may not link two machines, or null: plain http beyond loopback is readable on the way.
 * @param {string} name @param {string | undefined} url
 */
function plainHttpProblem(name, url) {
  if (!url) return null;
  let parsed;
  try { parsed = new URL(url); } catch { return null; }
  if (parsed.protocol !== 'http:' || isLoopbackHost(parsed.hostname)) return null;
  return `${name} is plain http to another machine (${parsed.hostname}): use https://, or a loopback address for this machine`;
}

/** The password `npm run serve`'s embedded Postgres uses (shared/local.cjs): known to every reader. */
const { LOCAL_PG } = require('./local.cjs');

/** Why this database URL may not serve a public deployment, or null. @param {string} name @param {string} url */
function databaseProblem(name, url) {
  let password = '';
  try { password = decodeURIComponent(new URL(url).password); } catch { return `${name} is not a postgres:// URL`; }
  if (!password) return `${name} has no password: the database user's own, ${HOW_TO_GENERATE}`;
  if (password === LOCAL_PG.password || isExampleValue(password)) return `${name} has the example password of the local stack: the database user's own, ${HOW_TO_GENERATE}`;
  return null;
}

/**
 * Why this Redis URL may not serve a public deployment, or null: any local user could read or write the counters and pages.
 * @param {string} name @param {string | undefined} url
 */
function redisProblem(name, url) {
  if (!url) return null;
  let password = '';
  try { password = new URL(url).password; } catch { return `${name} is not a redis:// URL`; }
  return password ? null : `${name} has no password: set requirepass in redis.conf and redis://:<password>@127.0.0.1:6379`;
}

/** NODE_ENV other than production runs development code paths (verbose errors, no minification). @param {string | undefined} value */
const nodeEnvProblem = (value) => (value === 'production' ? null : `NODE_ENV is ${value || 'not set'}: production`);

class ExposureError extends Error {}

/**
 * Throws one error naming every problem, or returns. `who` and `why` say which process refuses
 * and what made it public.
 * @param {string} who @param {string} why @param {Array<string | null | undefined | false>} problems
 */
function refuseUnsafe(who, why, problems) {
  const list = problems.filter(Boolean);
  if (!list.length) return;
  throw new ExposureError(
    `[${who}] refuses to start in the public profile (${why}) while:\n${list.map((p) => `  - ${p}`).join('\n')}\n`
    + 'Set each as docs/deploying.md says, or listen on loopback with local URLs for a developer\'s machine.',
  );
}

module.exports = {
  isExampleValue, isLoopbackHost, forwardedFor, isPublic, refuseUnsafe, secretProblem,
  declaredProfile, plainHttpProblem, databaseProblem, redisProblem, nodeEnvProblem,
};
