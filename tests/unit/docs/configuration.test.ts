// Every variable the site's env schema reads is described in docs/configuration.md, the one
// description of each, and listed in .env.example, so a new variable cannot ship undocumented.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES, readServerEnv } from '../../../lib/env';
import { DEFAULT_CMS_PORT, DEFAULT_PG_PORT, DEFAULT_SITE_PORT } from '../../../shared/local.cjs';

const ROOT = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

test('docs/configuration.md describes every variable of lib/env', () => {
  const doc = read('docs/configuration.md');
  expect(ENV_VARIABLES.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
});

test('.env.example lists every variable of lib/env but NODE_ENV, and no other', () => {
  const listed = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  // The commands' own ports and Next's telemetry switch are read outside lib/env.
  const outside = ['CMS_PORT', 'PG_PORT', 'NEXT_TELEMETRY_DISABLED'];
  expect(ENV_VARIABLES.filter((name) => name !== 'NODE_ENV' && !listed.includes(name))).toEqual([]);
  expect(listed.filter((name) => !ENV_VARIABLES.includes(name) && !outside.includes(name))).toEqual([]);
});

/** The rows `| \`NAME\` | default | what |` of a table under `heading` in docs/configuration.md. */
function rows(heading: string): { names: string[]; value: string; what: string }[] {
  const section = read('docs/configuration.md').split(/^## /m).find((s) => s.startsWith(heading)) ?? '';
  return [...section.matchAll(/^\| (`[A-Z][^|]*`) \| ([^|]*) \| (.*) \|$/gm)]
    .map(([, names, value, what]) => ({ names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]), value: value.trim(), what }));
}

test("every number or quoted value in the site table's default column is lib/env's default", () => {
  const defaults = readServerEnv({}) as unknown as Record<string, unknown>;
  const checked = rows('The site').filter((row) => /^(\d+|`[^`]*`|false|true)$/.test(row.value) && !/^`[A-Z][A-Z0-9_]*`$/.test(row.value)); // `OTHER_VARIABLE`: its value
  for (const { names, value } of checked) {
    const written = value.replace(/^`|`$/g, '');
    for (const name of names) {
      const actual = defaults[name];
      const expected = typeof actual === 'boolean' ? ['1', 'true'].includes(written) : typeof actual === 'number' ? Number(written) : written;
      expect({ name, value: actual }).toEqual({ name, value: expected });
    }
  }
  // The check above would pass on an empty table: it must have read the numbers.
  expect(checked.map((row) => row.names[0])).toEqual(expect.arrayContaining(['CMS_TIMEOUT_MS', 'LEADS_RATE_LIMIT', 'CMS_URL', 'MAIL_OFF']));
});

test("the site table's minimum lengths (≥ N) are what lib/env refuses below", () => {
  const minimums = rows('The site').flatMap(({ names, what }) => {
    const min = /\(≥ (\d+)/.exec(what);
    return min ? [{ name: names[0], min: Number(min[1]) }] : [];
  });
  expect(minimums.map((m) => m.name)).toEqual(expect.arrayContaining(['REVALIDATE_SECRET', 'PREVIEW_API_TOKEN', 'MONITORING_TOKEN', 'LEADS_CONFIRM_SECRET']));
  for (const { name, min } of minimums) {
    expect(() => readServerEnv({ [name]: 'k'.repeat(min - 1) })).toThrow(name);
    expect(readServerEnv({ [name]: 'k'.repeat(min) })).toMatchObject({ [name]: 'k'.repeat(min) });
  }
});

/** The default a command or the CMS's config gives `name`: `env.int('NAME', 10)`, `env.NAME ?? 14`, `DEFAULT_X = 60 * 1000`. */
const defaultIn = (file: string, pattern: string): number => {
  const m = new RegExp(`${pattern}\\s*(?:,|\\?\\?|=)\\s*([\\d_ *]+)[);]`).exec(read(file));
  if (!m) throw new Error(`${file}: no default for ${pattern}`);
  return m[1].split('*').reduce((product, factor) => product * Number(factor.trim().replace(/_/g, '')), 1);
};

test("the CMS's, the commands' and production's tables give the defaults their code reads", () => {
  const doc = read('docs/configuration.md').replace(/\s+/g, ' ');
  const local = { site: DEFAULT_SITE_PORT, cms: DEFAULT_CMS_PORT, pg: DEFAULT_PG_PORT };
  for (const written of [
    `| \`HOST\`, \`PORT\` | \`127.0.0.1\`, ${defaultIn('cms/config/server.js', "'PORT'")} |`,
    `\`DATABASE_POOL_MAX\` (${defaultIn('cms/config/database.js', "'DATABASE_POOL_MAX'")})`,
    `\`DATABASE_CONNECTION_TIMEOUT\` (${defaultIn('cms/config/database.js', "'DATABASE_CONNECTION_TIMEOUT'")} ms)`,
    `| \`127.0.0.1\`, ${defaultIn('cms/config/plugins.js', "'EMAIL_DEV_PORT'")}, \`no-reply@maven.local\` |`,
    `| \`LEADS_CMS_RETENTION_DAYS\` | \`${defaultIn('cms/src/lead-retention.js', 'const DEFAULT_DAYS')}\` | The CMS deletes`,
    `| \`LEADS_CMS_RETENTION_SWEEP_MS\` | \`${defaultIn('cms/src/lead-retention.js', 'const DEFAULT_SWEEP_MS')}\` |`,
    `the site's (${local.site}; nginx's in the cluster), the CMS's (${local.cms}) and the embedded Postgres's (${local.pg}) ports`,
    `port ${local.pg} for \`serve\``,
    `how many instances (${defaultIn('scripts/serve-cluster.ts', 'SITE_INSTANCES')}) and their first port (\`PORT\` + 1)`,
    `the local \`redis-server\`'s port (${defaultIn('scripts/serve-cluster.ts', 'REDIS_PORT')})`,
    `the wait before its second CMS pass (${defaultIn('scripts/leads-erase.ts', 'LEADS_ERASE_SECOND_PASS_MS') / 1000} s)`,
    `| \`SITE_INSTANCES\` (${defaultIn('scripts/deploy.ts', 'SITE_INSTANCES')}), \`SITE_PORT_BASE\` (${defaultIn('scripts/deploy.ts', 'SITE_PORT_BASE')}) |`,
    `| \`BACKUP_KEEP\` (${defaultIn('scripts/backup.ts', 'BACKUP_KEEP')}) |`,
  ]) expect(doc).toContain(written);
});

test("the ad platforms' API versions in the site table are lib/env's defaults", () => {
  const doc = read('docs/configuration.md');
  const env = readServerEnv({});
  expect(doc).toContain(`| \`GOOGLE_ADS_API_URL\`, \`GOOGLE_ADS_API_VERSION\`, \`GOOGLE_OAUTH_TOKEN_URL\` | Google's, \`${env.GOOGLE_ADS_API_VERSION}\` |`);
  expect(doc).toContain(`| \`META_GRAPH_API_URL\`, \`META_GRAPH_API_VERSION\` | Meta's, \`${env.META_GRAPH_API_VERSION}\` |`);
});

test('a webhook secret made as the site table says is accepted, and one of a byte less refused', () => {
  const bytes = Number(/`whsec_` \+ base64 of (\d+) random bytes \(`echo "whsec_\$\(openssl rand -base64 (\d+)\)"`\)/.exec(read('docs/configuration.md'))?.[1]);
  expect(read('docs/configuration.md')).toContain(`openssl rand -base64 ${bytes})`);
  const secret = (n: number) => `whsec_${Buffer.alloc(n, 0xa7).toString('base64')}`;
  const withUrl = (s: string) => readServerEnv({ LEADS_WEBHOOK_URL: 'https://crm.example/hook', LEADS_WEBHOOK_SECRET: s });
  expect(withUrl(secret(bytes)).LEADS_WEBHOOK_SECRET).toBe(secret(bytes));
  expect(() => withUrl(secret(bytes - 1))).toThrow('LEADS_WEBHOOK_SECRET');
});
