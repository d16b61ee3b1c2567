const path = require('path');

// SQLite (better-sqlite3). DATABASE_FILENAME is relative to the cms/ folder
// unless absolute. Default: cms/.tmp/data.db (git-ignored).
module.exports = ({ env }) => {
  const filename = path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
