/** @jest-environment node */
// `npm start` in cms/ builds the admin panel when the build on disk was made from other sources:
// a server updated in place must not keep serving an admin without its newer buttons.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's own CommonJS script
const { needsBuild, sourcesHash } = require(path.join(__dirname, '..', '..', '..', 'cms', 'scripts', 'ensure-build.js')) as {
  needsBuild: (appDir: string) => boolean; sourcesHash: (appDir: string) => string;
};

let app: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
};
/** What a finished build leaves: its page and the hash of the sources it was made from. */
const built = () => { write('build/index.html', '<!doctype html>'); write('build/.sources', `${sourcesHash(app)}\n`); };

beforeEach(() => {
  app = mkdtempSync(path.join(tmpdir(), 'cms-build-'));
  write('src/admin/app.js', 'export default {};');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('config/plugins.js', 'module.exports = () => ({});');
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

test('no build yet: it builds', () => {
  expect(needsBuild(app)).toBe(true);
});

test('a build of these sources: it starts at once', () => {
  built();
  expect(needsBuild(app)).toBe(false);
});

test('a build made before this check existed (no record of its sources): it builds again', () => {
  write('build/index.html', '<!doctype html>');
  expect(needsBuild(app)).toBe(true);
});

test.each([
  ['an admin component changed', 'src/admin/app.js', 'export default { register() {} };'],
  ['an admin component added', 'src/admin/ReleaseAction.jsx', 'export const ReleaseAction = () => null;'],
  ['the packages changed', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
  ['the plugins changed', 'config/plugins.js', 'module.exports = () => ({ graphql: {} });'],
  ['the admin config appeared', 'config/admin.js', 'module.exports = () => ({});'],
])('%s since the build: it builds again', (_, file, text) => {
  built();
  write(file, text);
  expect(needsBuild(app)).toBe(true);
});

test('content, API code and the seed are not the admin: no rebuild for them', () => {
  built();
  write('src/api/lead/controllers/lead-forms.js', 'module.exports = {};');
  write('seed/content/courses.js', 'module.exports = [];');
  expect(needsBuild(app)).toBe(false);
});
