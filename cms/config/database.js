const path = require('path');

// DATABASE_CLIENT=postgres (what `npm run serve` and the tests use: the CMS gets its own
// database on the Postgres server the site's lead queue uses, DATABASE_URL names it) or
// sqlite (default when started on its own: DATABASE_FILENAME, relative to cms/ unless absolute).
module.exports = ({ env }) => {
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: env('DATABASE_URL'), ssl: env.bool('DATABASE_SSL', false) },
        pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  const filename = path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};
