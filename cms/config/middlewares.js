module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // CORS_ORIGINS=https://www.example.com,http://localhost:3000 restricts browser origins;
      // unset = Strapi default (any origin).
      ...(env('CORS_ORIGINS') ? { origin: env.array('CORS_ORIGINS') } : {}),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Idempotency-Key'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
