// @ts-check
// Security headers for every response (pages, API, 404), shared by next.config.ts and tests.
// script-src lists exactly the third parties the site needs: Google reCAPTCHA, and the chat
// provider when one is configured. No 'unsafe-inline' / 'unsafe-eval' for scripts: the pages
// router emits no inline executable script (its __NEXT_DATA__ is JSON, not run).

const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * @typedef {{ chatScriptUrl?: string, dev?: boolean, frameAncestor?: string }} Options
 * `frameAncestor`: the one origin allowed to frame the page (the CMS admin, on draft answers only).
 */

/** The chat provider's origin as a source list: empty without one. @param {string | undefined} url */
const chatSources = (url) => (url ? [new URL(url).origin] : []);

/** @param {Options} options */
function contentSecurityPolicy({ chatScriptUrl, dev = false, frameAncestor } = {}) {
  const chat = chatSources(chatScriptUrl);
  const script = ["'self'", ...RECAPTCHA_SCRIPT, ...chat, ...(dev ? ["'unsafe-eval'"] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': script,
    // React style attributes (e.g. the popup's CMS background) need inline styles; style
    // elements are narrowed to the build's stylesheets by each page's inlineStylePolicy.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://www.gstatic.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...chat, ...(dev ? ['ws:'] : [])],
    'frame-src': [...RECAPTCHA_FRAME, ...chat],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestor ? [new URL(frameAncestor).origin] : ["'none'"],
  };
  return Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}

/**
 * The page's own policy for style elements (a <meta> ahead of them, pages/_document.tsx): only
 * the build's stylesheets, by hash, inline or from this origin; a chat provider (loaded on a
 * click) may link stylesheets from its origin, and a <style> element it writes is refused like
 * any other. The header's `style-src` cannot name the hashes (headers are fixed before the CSS is
 * compiled), so it allows inline styles and this narrows them: a browser enforces both. Style
 * attributes stay allowed (`style-src-attr`): React and next/image write them.
 * @param {{ hashes: string[], chatScriptUrl?: string }} options `'sha256-…'` sources
 */
function inlineStylePolicy({ hashes, chatScriptUrl }) {
  return `style-src 'self' ${[...chatSources(chatScriptUrl), ...hashes].join(' ')}; style-src-attr 'unsafe-inline'`;
}

/** @param {Options} options */
function securityHeaders(options = {}) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // X-Frame-Options has no way to name an origin: a framable answer relies on the CSP alone.
  return options.frameAncestor ? headers.filter((h) => h.key !== 'X-Frame-Options') : headers;
}

/** Next's draft-mode cookie (pages router `res.setDraftMode`). */
const DRAFT_COOKIE = [{ type: /** @type {const} */ ('cookie'), key: '__prerender_bypass' }];

/**
 * next.config.ts `headers()` rules. Only a request that carries the draft cookie (the admin's
 * Preview) may be framed by the CMS admin and is kept out of search engines; every other answer
 * forbids framing. Next itself answers draft renders with `Cache-Control: private, no-store`.
 * @param {Options & { cmsAdminUrl: string }} options
 */
function headerRules({ cmsAdminUrl, ...options }) {
  return [
    { source: '/:path*', missing: DRAFT_COOKIE, headers: securityHeaders(options) },
    {
      source: '/:path*',
      has: DRAFT_COOKIE,
      headers: [
        ...securityHeaders({ ...options, frameAncestor: cmsAdminUrl }),
        { key: 'X-Robots-Tag', value: 'noindex' },
        // A stale or forged cookie gets a published page with these headers: a shared cache in
        // front must keep it apart from what visitors without the cookie receive.
        { key: 'Vary', value: 'Cookie' },
      ],
    },
  ];
}

module.exports = { contentSecurityPolicy, securityHeaders, headerRules, inlineStylePolicy };
