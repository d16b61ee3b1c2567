// The one env module (lib/env): every variable validated once, by name; the browser's part
// (lib/env/public.ts) holds the NEXT_PUBLIC_ variables and nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RECAPTCHA_TEST_SITE_KEY } from '../../../lib/constants';
import { DEFAULT_CMS_URL, DEFAULT_SITE_URL, ENV_VARIABLES, readServerEnv } from '../../../lib/env';
import { readLeadsConfig } from '../../../lib/leads/server/config';

const SERVER_VALUE = 'server-only-0123456789abcdef-0123456789';

describe('env module', () => {
  it('fails loudly, naming the variable, on a bad value', () => {
    expect(() => readServerEnv({ CMS_URL: 'not a url' })).toThrow(/CMS_URL/);
    expect(() => readServerEnv({ NEXT_PUBLIC_SITE_URL: 'maven.example' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => readServerEnv({ NEXT_PUBLIC_CHAT_SCRIPT_URL: 'chat.js' })).toThrow(/NEXT_PUBLIC_CHAT_SCRIPT_URL/);
    expect(() => readServerEnv({ REDIS_URL: 'redis at port 6379' })).toThrow(/REDIS_URL/);
    expect(() => readServerEnv({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET must be at least 16 characters/);
    expect(() => readServerEnv({ CMS_TIMEOUT_MS: '0' })).toThrow(/CMS_TIMEOUT_MS/);
    expect(() => readServerEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('fills every default in one place, an empty value counting as unset', () => {
    const env = readServerEnv({ CMS_URL: '', NEXT_PUBLIC_SITE_URL: '' });
    expect(env.CMS_URL).toBe('http://127.0.0.1:1337');
    expect(DEFAULT_CMS_URL).toBe('http://127.0.0.1:1337');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(DEFAULT_SITE_URL).toBe('http://localhost:3000');
    expect(env.CMS_ADMIN_URL).toBe(env.CMS_URL);
    expect(env.NEXT_DIST_DIR).toBe('.next');
    expect(env.CMS_REVALIDATE_SECONDS).toBe(60);
    expect(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY).toBe(RECAPTCHA_TEST_SITE_KEY);
    expect(env.NEXT_PUBLIC_CHAT_SCRIPT_URL).toBeUndefined();
    expect(readServerEnv({ CMS_URL: 'http://cms:1337', CMS_ADMIN_URL: 'https://admin.example' }).CMS_ADMIN_URL).toBe('https://admin.example');
    expect(readServerEnv({ NEXT_PUBLIC_SITE_URL: 'https://maven.example/' }).NEXT_PUBLIC_SITE_URL).toBe('https://maven.example');
  });

  it('serves the benchmark pages only in a build made for benchmarks', () => {
    expect(readServerEnv({}).BENCH_PAGES).toBe(false);
    expect(readServerEnv({ BENCH_PAGES: '0' }).BENCH_PAGES).toBe(false);
    expect(readServerEnv({ BENCH_PAGES: '1' }).BENCH_PAGES).toBe(true);
    expect(() => readServerEnv({ BENCH_PAGES: 'yes' })).toThrow(/BENCH_PAGES/);
  });

  it('gives the lead gateway its settings from the same schema', () => {
    const source = { CMS_URL: 'http://cms.internal:1337', NEXT_PUBLIC_SITE_URL: 'https://maven.example', LEADS_RATE_LIMIT: '5' };
    const leads = readLeadsConfig(source);
    const env = readServerEnv(source);
    expect(leads.CMS_URL).toBe(env.CMS_URL);
    expect(leads.NEXT_PUBLIC_SITE_URL).toBe(env.NEXT_PUBLIC_SITE_URL);
    expect(leads.LEADS_RATE_LIMIT).toBe(5);
    expect(readLeadsConfig({}).CMS_URL).toBe(DEFAULT_CMS_URL);
  });

  it('asks a signing secret of a lead webhook, in the Standard Webhooks form, and 30 days of retention by default', () => {
    const url = 'https://crm.example/hooks/maven';
    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(() => readServerEnv({ LEADS_WEBHOOK_URL: url })).toThrow(/LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL/);
    expect(() => readServerEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'a'.repeat(40) })).toThrow(/LEADS_WEBHOOK_SECRET must be whsec_/);
    expect(() => readServerEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' })).toThrow(/LEADS_WEBHOOK_SECRET must be whsec_/);
    expect(readLeadsConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret })).toMatchObject({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret });
    expect(readLeadsConfig({}).LEADS_RETENTION_DAYS).toBe(30);
    expect(() => readServerEnv({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS/);
  });

  it('holds each integer setting to its range at start, naming the variable', () => {
    // 0 would mean no attempt, no wait between retries, no worker, a request aborted at once, no
    // body accepted, a window of nothing: each fails with its name instead of being clamped later.
    const fromOne = ['LEADS_MAX_ATTEMPTS', 'LEADS_RETRY_DELAY_SECONDS', 'LEADS_FORWARD_CONCURRENCY', 'LEADS_FORWARD_TIMEOUT_MS',
      'LEADS_MAX_BODY_BYTES', 'LEADS_RATE_WINDOW_MS', 'CMS_TIMEOUT_MS', 'CMS_REVALIDATE_SECONDS', 'LEADS_RETENTION_DAYS'];
    for (const name of fromOne) {
      expect(() => readServerEnv({ [name]: '0' })).toThrow(new RegExp(`${name}: Too small`));
      expect(() => readServerEnv({ [name]: '1.5' })).toThrow(new RegExp(`${name}: `));
      expect(readServerEnv({ [name]: '1' })[name as 'LEADS_MAX_ATTEMPTS']).toBe(1);
    }
    // 0 turns these two off (lib/leads/README.md); below it nothing makes sense.
    expect(readServerEnv({ LEADS_RATE_LIMIT: '0', LEADS_PROBE_MS: '0' })).toMatchObject({ LEADS_RATE_LIMIT: 0, LEADS_PROBE_MS: 0 });
    expect(() => readServerEnv({ LEADS_RATE_LIMIT: '-1' })).toThrow(/LEADS_RATE_LIMIT: Too small/);
    expect(() => readServerEnv({ LEADS_PROBE_MS: '-1' })).toThrow(/LEADS_PROBE_MS: Too small/);
    // Node's timers hold 2^31-1 ms: a longer one would fire at once.
    for (const name of ['CMS_TIMEOUT_MS', 'LEADS_FORWARD_TIMEOUT_MS', 'LEADS_PROBE_MS']) {
      expect(() => readServerEnv({ [name]: String(2 ** 31) })).toThrow(new RegExp(`${name}: Too big`));
      expect(readServerEnv({ [name]: String(2 ** 31 - 1) })[name as 'CMS_TIMEOUT_MS']).toBe(2 ** 31 - 1);
    }
  });

  it('reads RECAPTCHA_HOSTNAMES as a list of hostnames, the site\'s own host when unset', () => {
    expect(readServerEnv({ RECAPTCHA_HOSTNAMES: ' Maven.example, www.maven.example,,127.0.0.1 ' }).RECAPTCHA_HOSTNAMES)
      .toEqual(['maven.example', 'www.maven.example', '127.0.0.1']);
    expect(readServerEnv({ RECAPTCHA_HOSTNAMES: 'maven.example' }).RECAPTCHA_HOSTNAMES).toEqual(['maven.example']);
    expect(readServerEnv({ NEXT_PUBLIC_SITE_URL: 'https://maven.example:8443/' }).RECAPTCHA_HOSTNAMES).toEqual(['maven.example']);
    expect(readServerEnv({}).RECAPTCHA_HOSTNAMES).toEqual(['localhost']);
    expect(readLeadsConfig({ RECAPTCHA_HOSTNAMES: 'a.example,b.example' }).RECAPTCHA_HOSTNAMES).toEqual(['a.example', 'b.example']);
    // Google answers a bare hostname: a URL, a port or an empty list could never match it.
    expect(() => readServerEnv({ RECAPTCHA_HOSTNAMES: 'https://maven.example' })).toThrow(/RECAPTCHA_HOSTNAMES: /);
    expect(() => readServerEnv({ RECAPTCHA_HOSTNAMES: 'maven.example:443' })).toThrow(/RECAPTCHA_HOSTNAMES: /);
    expect(() => readServerEnv({ RECAPTCHA_HOSTNAMES: ' , ' })).toThrow(/RECAPTCHA_HOSTNAMES: /);
  });

  it('keeps server variables out of the browser part', async () => {
    // Every server variable set to a marker: the browser's part, loaded afresh, shows none of them.
    const server = ENV_VARIABLES.filter((name) => !name.startsWith('NEXT_PUBLIC_'));
    expect(server).toEqual(expect.arrayContaining(['REVALIDATE_SECRET', 'PREVIEW_API_TOKEN', 'LEAD_FORWARD_TOKEN', 'RECAPTCHA_SECRET_KEY', 'DATABASE_URL']));
    const saved = { ...process.env };
    for (const name of server) process.env[name] = SERVER_VALUE;
    let fresh: Record<string, unknown> = {};
    try {
      await jest.isolateModulesAsync(async () => { fresh = { ...(await import('../../../lib/env/public')) }; });
    } finally {
      process.env = saved;
    }
    expect(JSON.stringify(fresh)).not.toContain(SERVER_VALUE);
    expect(Object.keys(fresh).filter((k) => typeof fresh[k] === 'string' && !k.startsWith('NEXT_PUBLIC_'))).toEqual(['DEFAULT_SITE_URL']);
    // Its source: only literal NEXT_PUBLIC_ reads (webpack inlines those, and only those), and no
    // import that could pull in the server schema.
    const source = readFileSync(path.join(__dirname, '../../../lib/env/public.ts'), 'utf8');
    const reads = [...source.matchAll(/process\.env\.?(\w*)/g)].map((m) => m[1]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((name) => !name.startsWith('NEXT_PUBLIC_'))).toEqual([]);
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['../constants']);
  });
});
