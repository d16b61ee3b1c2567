// ESLint (flat config): Next's core-web-vitals rules (React, hooks, a11y, import, next) and
// the TypeScript rules of typescript-eslint, over every file of the site, its tests, scripts and
// benchmarks. `npm run lint` runs it with no warning allowed; `npm test` runs it after tsc.
// typescript-eslint is pinned in package.json so the TypeScript rules' version is ours, not
// whatever eslint-config-next's range resolves to.
// cms/ (plain CommonJS run by Strapi) is linted too, its build output and dependencies not:
// the same unused-code, import and hooks rules catch the same mistakes there, and Next's page
// rules find nothing to say about it.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '**/.next*/**',
    'cms/node_modules/**',
    'cms/build/**',
    'cms/dist/**',
    'cms/.strapi/**',
    'cms/types/generated/**',
    'cms/public/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
    '.tmp/**',
    'data/**',
    // Written by GraphQL Code Generator (`npm run codegen`); lint's `graphql-codegen --check` keeps it current.
    'graphql/generated.ts',
  ]),
  {
    // CommonJS files (Node scripts, next.config, the webpack plugin) load with require: it is
    // their module system, not a lapse from `import`.
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain JavaScript that no compiler checks (the CMS, the beacon thread, shared/): a name used
    // but never declared fails here, not in production (a missing require once passed lint).
    files: ['cms/src/**/*.js', 'cms/config/**/*.js', 'cms/scripts/**/*.js', 'lib/**/*.{cjs,mjs}', 'shared/**/*.{cjs,mjs}'],
    // Strapi makes `strapi` a global of the CMS's process.
    languageOptions: { globals: { ...globals.node, strapi: 'readonly' } },
    rules: { 'no-undef': 'error' },
  },
  {
    // Reports components React Compiler would skip; the site does not use the compiler, so a
    // skipped one costs nothing (react-hook-form's watch in LeadForm is the one it names).
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    // Next makes these two warnings; here they fail like the rest. Destructuring a field out to
    // drop it from the rest (`const { slug, ...rest } = query`) is the idiom, not a leftover.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    // A journey that runs a command synchronously holds its worker's event loop for the command's
    // time: a 6.3 s erase outlived the CMS's 5 s keep-alive, and the next fetch went out on the
    // socket the CMS had closed. Journeys run commands with tests/e2e/support/stack.ts's helpers.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['node:child_process', 'child_process'].map((name) => ({
        name, importNames: ['execFileSync', 'execSync', 'spawnSync'],
        message: 'it holds the worker: use runCommand or runScript (tests/e2e/support/stack.ts)',
      })) }],
    },
  },
  {
    // Product code reads in one screen's width; a long string, URL or pattern stays whole.
    files: ['lib/**', 'components/**', 'pages/**', 'layouts/**', 'graphql/**', 'shared/**', 'scripts/**', 'cms/src/**', 'cms/config/**', '*.ts'],
    rules: { 'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }] },
  },
]);
