// The bare baseline app: Next's defaults, nothing of the site's page. Its build folder is per run
// (BARE_DIST_DIR), so two engineers' runs with different E2E_PORT_OFFSETs do not share one.
// It answers with the site's security headers: they are how the site is served, not what its pages
// weigh, and one of them decides how the browser starts a page (Cross-Origin-Opener-Policy puts it
// in a renderer process of its own), so a baseline without them measures a different start.
const { securityHeaders } = require('../../lib/securityHeaders.js');

module.exports = {
  distDir: process.env.BARE_DIST_DIR || '.next',
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: securityHeaders() }],
};
