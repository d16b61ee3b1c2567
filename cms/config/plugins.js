const path = require('path');

const allowedMediaTypes = [
  'image/*',
  'video/*',
  'audio/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'text/plain',
  'text/csv',
];

// SVG is denied for uploads through the admin UI / REST upload (stored-XSS risk).
// The seeded social icons (shared/seed-images/*.svg) are trusted files imported by the seed at bootstrap.
const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

// At most this many aliases in one operation: each alias is another resolver run, so one request
// with thousands of them costs the CMS as much as thousands of requests. The site uses none.
const { maxAliasesRule } = require('@escape.tech/graphql-armor-max-aliases');

const MAX_ALIASES = 10;

// Apollo plugin that serves no landing page at all (resolved from the graphql plugin's deps).
const disabledLandingPage = () => {
  const apolloDisabled = require.resolve('@apollo/server/plugin/disabled', {
    paths: [path.dirname(require.resolve('@strapi/plugin-graphql/package.json'))],
  });
  return require(apolloDisabled).ApolloServerPluginLandingPageDisabled();
};

// Scheduled publish / unpublish: strapi-plugin-publisher 2.x, the maintained
// Strapi 5 plugin (Strapi's own Releases are a paid edition). It publishes through the document
// service, whose entry.publish / entry.unpublish reaches the site's revalidation webhook exactly
// as a manual Publish (its own second emit is silenced in src/extensions/publisher). Offered on
// what a launch changes: pages, courses, popups, headers, menus, the footer and the contact sets.
const SCHEDULABLE = [
  'api::page.page',
  'api::course.course',
  'api::pop-up.pop-up',
  'api::b2c-marketing-header.b2c-marketing-header',
  'api::b2b-marketing-header.b2b-marketing-header',
  'api::b2c-componant.b2c-componant',
  'api::navigation.navigation',
  'api::enterprise-navigation.enterprise-navigation',
  'api::footer.footer',
  'api::marketing-contact.marketing-contact',
  'api::site-text.site-text',
  'api::form-text.form-text',
];

/**
 * Uploads on more than one machine: S3-compatible storage (AWS S3, Cloudflare R2,
 * MinIO, Backblaze B2) through Strapi's own provider, @strapi/provider-upload-aws-s3, when
 * UPLOAD_S3_BUCKET is set; otherwise the local folder public/uploads (one machine; `npm run
 * backup` archives it). Pinned at 5.52.3, the registry's newest: the provider has no Strapi peer
 * and its interface has not changed within Strapi 5.
 */
function s3Upload(env) {
  if (!env('UPLOAD_S3_BUCKET')) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Where visitors fetch the files (a CDN or the bucket's public address); unset: the bucket's own URL.
      baseUrl: env('UPLOAD_S3_PUBLIC_URL'),
      rootPath: env('UPLOAD_S3_PREFIX'),
      s3Options: {
        region: env('UPLOAD_S3_REGION', 'auto'),
        // S3-compatible services other than AWS: their endpoint, and usually path-style addresses.
        endpoint: env('UPLOAD_S3_ENDPOINT'),
        forcePathStyle: env.bool('UPLOAD_S3_FORCE_PATH_STYLE', false),
        credentials: { accessKeyId: env('UPLOAD_S3_ACCESS_KEY_ID'), secretAccessKey: env('UPLOAD_S3_SECRET_ACCESS_KEY') },
        params: { Bucket: env('UPLOAD_S3_BUCKET') },
      },
    },
  };
}

module.exports = ({ env }) => ({
  publisher: {
    enabled: true,
    config: {
      contentTypes: SCHEDULABLE,
      // Each action is a one-off job of Strapi's cron at its own time (no polling: 2.0.9 reads no
      // syncFrequency); actions whose time passed while the CMS was down run at its next start.
      // Strapi's cron runs on croner 11 (package.json "overrides"): croner 10 dropped a one-off job
      // whose timer woke a hair before its time (tests/e2e/alongside/cms-schedule.spec.ts).
      components: { dateTimePicker: { step: 5 } },
    },
  },
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      ...s3Upload(env),
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
  // Offline: the default "sendmail" provider would deliver straight to the recipient's
  // MX servers (DNS + SMTP to the internet). Pin it to a local SMTP relay instead
  // (EMAIL_DEV_HOST:EMAIL_DEV_PORT, default 127.0.0.1:25). Only used by admin
  // "forgot password" / user emails; nothing on the site needs email.
  email: {
    config: {
      provider: 'sendmail',
      providerOptions: {
        devHost: env('EMAIL_DEV_HOST', '127.0.0.1'),
        devPort: env.int('EMAIL_DEV_PORT', 25),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'no-reply@maven.local'),
        defaultReplyTo: env('EMAIL_FROM', 'no-reply@maven.local'),
      },
    },
  },
  graphql: {
    enabled: true,
    config: {
      endpoint: '/graphql',
      // Adds `data` / `attributes` / `id` / `meta` to the schema (Strapi v4 shape).
      // src/graphql/v4-compat.js additionally makes the plain collection
      // queries (e.g. `popUps`) return `{ data: [...] }` instead of a bare list.
      v4CompatibilityMode: true,
      shadowCRUD: true,
      // The schema this app's content types make, written as SDL to GRAPHQL_SCHEMA_FILE when it is
      // set (Strapi's own artifact, through Nexus): `npm run codegen` writes graphql/schema.graphql,
      // the site's types are generated from it, and the e2e stack's CMS writes its own so a
      // journey fails when the two differ (tests/e2e/alongside/cms-schema.spec.ts).
      generateArtifacts: Boolean(env('GRAPHQL_SCHEMA_FILE')),
      artifacts: { schema: env('GRAPHQL_SCHEMA_FILE', false), typegen: false },
      // Apollo's landing pages (sandbox AND the "production" page) load their UI from
      // Apollo's CDN in the browser, i.e. they need internet. Disabled by default in
      // every environment: GET /graphql serves no page. GRAPHQL_PLAYGROUND=true turns
      // the Apollo sandbox back on (dev only; needs internet in the browser).
      landingPage: env.bool('GRAPHQL_PLAYGROUND', false) ? true : disabledLandingPage,
      // Limits: the site's deepest query (a course's SEO image) is 7 levels and
      // its longest list (every published path) 200 entries; nothing a visitor sends may ask more.
      depthLimit: 10,
      defaultLimit: 100,
      maxLimit: 200,
      apolloServer: {
        // The schema is not published outside development: a scanner learns nothing from /graphql.
        introspection: env('NODE_ENV') === 'development',
        // Added to Strapi's own depth limit (the plugin concatenates the two lists). Reported as a
        // validation error (400, its message says the limit), not thrown into a 500.
        validationRules: [
          maxAliasesRule({ n: MAX_ALIASES, propagateOnRejection: false, onReject: [(context, error) => context.reportError(error)] }),
        ],
        // No CORS of its own (the plugin's default answers every origin with '*'): the app's
        // strapi::cors (config/middlewares.js) answers the site's and the admin's origins only.
        cors: false,
      },
    },
  },
});
