const { previewHandler } = require('../src/preview/site-paths');

module.exports = ({ env }) => ({
  // The content manager's Preview shows the site's real page rendered from the draft
  // (src/preview/site-paths.js maps an entry to its page). SITE_URL is the site's public URL as
  // the marketer's browser reaches it; PREVIEW_SECRET is shared with the site's /api/preview.
  preview: {
    enabled: Boolean(env('SITE_URL') && env('PREVIEW_SECRET')),
    config: {
      allowedOrigins: env('SITE_URL') ? [new URL(env('SITE_URL')).origin] : [],
      handler: previewHandler({ siteUrl: env('SITE_URL', ''), secret: env('PREVIEW_SECRET', '') }),
    },
  },
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
