const { corsOrigins } = require('../src/exposure');

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Only the admin's origin (CORS_ORIGINS, else this CMS's own; src/exposure.js says why not the
      // site's): Strapi's default answers any origin, with credentials, /admin/access-token included.
      origin: corsOrigins({ CORS_ORIGINS: env('CORS_ORIGINS'), PUBLIC_URL: env('PUBLIC_URL'), PORT: env('PORT') }),
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
