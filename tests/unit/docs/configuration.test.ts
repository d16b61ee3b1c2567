// Every variable the site's env schema reads is described in docs/configuration.md, the one
// description of each, and listed in .env.example, so a new variable cannot ship undocumented.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES, readServerEnv } from '../../../lib/env';

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
