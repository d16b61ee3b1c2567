module.exports = ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  // Never open a browser on start.
  autoOpen: false,
  // No Strapi AI features (they call strapi-ai.apps.strapi.io).
  ai: {
    enabled: false,
  },
  // No NPS survey / Enterprise promotion in the admin UI.
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
  // Not required for anything on this site; kept off so nothing phones home.
  watchIgnoreFiles: ['**/seed/**'],
});
