const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: '.' });

const shared = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  modulePathIgnorePatterns: ['<rootDir>/cms/', '<rootDir>/.next/'],
  // marked ships ESM only to `import`; Jest (CommonJS, Node 20) loads its UMD build instead.
  moduleNameMapper: {
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    // `?inline` SVGs are data: URLs in the build (lib/perf/inlineSvg.js); a fixed one here.
    '\\.svg\\?inline$': '<rootDir>/tests/support/inlineSvg.js',
  },
};

// Two projects: `unit` needs nothing but Node (runs on a plain laptop: no redis-server, nginx or
// Postgres); `integration` starts real ones (embedded Postgres, redis-server, `nginx -t`).
// `npx jest` runs both; `npx jest --selectProjects unit` the first alone.
module.exports = async () => ({
  projects: [
    await createJestConfig({ ...shared, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] })(),
    await createJestConfig({ ...shared, displayName: 'integration', testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'] })(),
  ],
});
