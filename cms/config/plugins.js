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
// The seeded social icons (seed/images/*.svg) are trusted files imported by the seed at bootstrap.
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

module.exports = ({ env }) => ({
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
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
  graphql: {
    enabled: true,
    config: {
      endpoint: '/graphql',
      // Adds `data` / `attributes` / `id` / `meta` to the schema (Strapi v4 shape).
      // src/graphql/v4-collections.js additionally makes the plain collection
      // queries (e.g. `popUps`) return `{ data: [...] }` instead of a bare list.
      v4CompatibilityMode: true,
      shadowCRUD: true,
      // Apollo sandbox only outside production (GRAPHQL_PLAYGROUND=true/false overrides).
      landingPage: env.bool('GRAPHQL_PLAYGROUND', env('NODE_ENV') !== 'production'),
      depthLimit: 12,
      defaultLimit: 100,
      maxLimit: 200,
      apolloServer: {
        introspection: env.bool('GRAPHQL_INTROSPECTION', true),
      },
    },
  },
});
