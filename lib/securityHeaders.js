// @ts-check
// Security headers for every response (pages, API, 404), shared by next.config.js and tests.
// script-src lists exactly the third parties the site needs: Google reCAPTCHA, and the chat
// provider when one is configured. No 'unsafe-inline' / 'unsafe-eval' for scripts: the pages
// router emits no inline executable script (its __NEXT_DATA__ is JSON, not run).

const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** @param {{ chatScriptUrl?: string, dev?: boolean }} options */
function contentSecurityPolicy({ chatScriptUrl, dev = false } = {}) {
  const chatOrigin = chatScriptUrl ? new URL(chatScriptUrl).origin : null;
  const script = ["'self'", ...RECAPTCHA_SCRIPT, ...(chatOrigin ? [chatOrigin] : []), ...(dev ? ["'unsafe-eval'"] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': script,
    // React style attributes (e.g. the popup's CMS background) need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://www.gstatic.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(chatOrigin ? [chatOrigin] : []), ...(dev ? ['ws:'] : [])],
    'frame-src': [...RECAPTCHA_FRAME, ...(chatOrigin ? [chatOrigin] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}

/** @param {{ chatScriptUrl?: string, dev?: boolean }} options */
function securityHeaders(options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

module.exports = { contentSecurityPolicy, securityHeaders };
