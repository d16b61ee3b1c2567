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

const isLoopbackHost = (host) => {
  // '[::1]' in a URL; '::ffff:127.0.0.1' is how a dual-stack socket reports an IPv4 peer.
  const h = String(host).toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
};

/**
 * Public when the process listens beyond loopback (`listenHost`: null leaves listening out, as in
 * a build; a server started without a host listens on every interface: pass '0.0.0.0') or when
 * any of the given URLs names a host that is not loopback.
 * @param {{ listenHost?: string | null, urls?: Array<string | undefined> }} where
 */
function isPublic({ listenHost = null, urls = [] }) {
  if (listenHost !== null && !isLoopbackHost(listenHost)) return true;
  return urls.filter(Boolean).some((u) => {
    try { return !isLoopbackHost(new URL(u).hostname); } catch { return true; }
  });
}

/** An example value is as known as a default (the admin password, say). */
const isExampleValue = (value) => EXAMPLE_VALUES.has(value) || EXAMPLE_PATTERN.test(value);

/** Why this secret may not serve a public deployment, or null. */
function secretProblem(name, value) {
  if (!value) return `${name} is not set: ${HOW_TO_GENERATE}`;
  if (isExampleValue(value)) return `${name} is an example value from this repository: ${HOW_TO_GENERATE}`;
  if (value.length < MIN_SECRET_LENGTH) return `${name} is shorter than ${MIN_SECRET_LENGTH} characters: ${HOW_TO_GENERATE}`;
  return null;
}


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
  isExampleValue, isLoopbackHost, isPublic, refuseUnsafe, secretProblem,
};
