const { CMS_DB, DEFAULT_PG_PORT, localDatabaseUrl } = require('../../shared/local.cjs');

// Postgres, the one database of the stack: the CMS's own database on the server that holds the
// site's lead queue. DATABASE_URL names it; unset, the CMS of `npm run serve` on the embedded
// Postgres (`npx tsx scripts/postgres.ts` starts it alone, for `npm run develop`).
module.exports = ({ env }) => ({
  connection: {
    client: 'postgres',
    connection: { connectionString: env('DATABASE_URL', localDatabaseUrl(DEFAULT_PG_PORT, CMS_DB)), ssl: env.bool('DATABASE_SSL', false) },
    pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
