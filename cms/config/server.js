module.exports = ({ env }) => ({
  // Loopback unless told otherwise: listening beyond it makes the CMS public (src/exposure.js).
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of this CMS (used for absolute links, e.g. admin emails). Optional.
  url: env('PUBLIC_URL', ''),
  // Behind nginx (deploy/nginx/maven.conf.template, which passes the visitor's address as the one
  // X-Forwarded-For entry): koa reads the client from it, so the admin's login limiter counts each
  // person apart instead of the proxy once for everyone. The public profile refuses it off.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: 1 },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Strapi's cron runs the publisher plugin's scheduled publish / unpublish (config/plugins.js).
  cron: { enabled: true },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
  // Offline: never ask the npm registry for a newer Strapi version.
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', true) },
  },
});
