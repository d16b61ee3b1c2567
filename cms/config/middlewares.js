const { corsOrigins } = require('../src/exposure');

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Only the site's and the admin's origins (CORS_ORIGINS, else those of SITE_URL and this
      // CMS): Strapi's default answers any origin, with credentials, /admin/access-token included.
      origin: corsOrigins({ CORS_ORIGINS: env('CORS_ORIGINS'), SITE_URL: env('SITE_URL'), PUBLIC_URL: env('PUBLIC_URL'), PORT: env('PORT') }),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Idempotency-Key'],
    },
  },
  // No 'strapi::poweredBy': an X-Powered-By header tells a scanner which CVEs to try.
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
