// `npm run codegen`: the site's CMS types, from the CMS itself, in one command.
// 1. The CMS app is loaded by Strapi (no server, no seed) on a throwaway database of the stack's
//    Postgres, and Strapi writes the GraphQL schema it builds from the content types:
//    graphql/schema.graphql (cms/scripts/schema.js). ~30 s.
// 2. GraphQL Code Generator (codegen.ts) writes graphql/generated.ts: each query document's answer
//    and variables, typed from that schema, and the fragment of each type's plain texts that its
//    document spreads, read from the type's schema.json (lib/cms/CONTENT.md).
// Run it after changing a content type or component (cms/src) or a query document (graphql/);
// `--documents-only` skips step 1 when only a document changed. The test command fails until
// both files are what they would be (tests/e2e/alongside/cms-schema.spec.ts, `graphql-codegen --check` in lint).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDatabases, startPostgres, STACK_PG_PORT, withDatabase } from './postgres';
import { ROOT } from './stack';

const SCHEMA = path.join(ROOT, 'graphql', 'schema.graphql');
/** Dropped and made again each run: the schema depends on the code, never on what a database holds. */
const SCHEMA_DB = 'maven_schema';

function run(cmd: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`[codegen] ${path.basename(cmd)} ${args.map((a) => path.relative(ROOT, a) || a).join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--documents-only')) {
    const pg = await startPostgres({ port: STACK_PG_PORT });
    try {
      await ensureDatabases(withDatabase(pg.cmsUrl, 'postgres'), [SCHEMA_DB], true);
      // The CMS's local secrets (cms/.env), as its `npm start` makes them: Strapi refuses to load without.
      run(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'ensure-env.js')]);
      // As the stack runs it (scripts/stack.ts cmsEnv): production, on loopback.
      run(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'schema.js'), SCHEMA], {
        DATABASE_URL: withDatabase(pg.cmsUrl, SCHEMA_DB), NODE_ENV: 'production', HOST: '127.0.0.1',
      });
    } finally {
      await pg.stop();
    }
  }
  run(path.join(ROOT, 'node_modules', '.bin', 'graphql-codegen'), ['--config', path.join(ROOT, 'codegen.ts')]);
}

void main();
