// The bare baseline app: Next's defaults, nothing of the site's. Its build folder is per run
// (BARE_DIST_DIR), so two engineers' runs with different E2E_PORT_OFFSETs do not share one.
module.exports = {
  distDir: process.env.BARE_DIST_DIR || '.next',
  poweredByHeader: false,
};
