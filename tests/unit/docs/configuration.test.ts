// Every variable the site's env schema reads is described in docs/configuration.md, the one
// description of each, and listed in .env.example, so a new variable cannot ship undocumented.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES } from '../../../lib/env';

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
