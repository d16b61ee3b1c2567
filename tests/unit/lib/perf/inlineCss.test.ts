/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStylePolicy, stylesheetText } from '../../../../lib/perf/inlineCss';

// The page's own style policy (pages/_document.tsx puts it in a <meta> ahead of the inline styles).
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const A = 'body{margin:0}';
const B = '.hero_x__1{color:#0b2a5b}\n';

let distDir: string;
beforeAll(() => {
  const dir = mkdtempSync(path.join(process.cwd(), '.tmp-inline-css-'));
  distDir = path.relative(process.cwd(), dir);
  mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'css', 'a.css'), A);
  writeFileSync(path.join(dir, 'static', 'css', 'b.css'), B);
});
afterAll(() => rmSync(path.join(process.cwd(), distDir), { recursive: true, force: true }));

const pages = { '/_app': ['static/css/a.css', 'static/chunks/pages/_app.js'], '/': ['static/css/b.css'], '/x': ['static/css/b.css', 'static/chunks/x.js'] };

it('allows the build\'s stylesheets by the hash of their text, the empty <style> the client inserts first, and nothing else inline', () => {
  expect(buildStylePolicy(distDir, pages)).toBe(`style-src 'self' ${sha('')} ${sha(A)} ${sha(B)}; style-src-attr 'unsafe-inline'`);
});

it('lets a configured chat provider link stylesheets from its origin, still no inline <style> of its own', () => {
  const policy = buildStylePolicy(distDir, pages, 'https://widget.chat.example/loader.js');
  expect(policy.split('; ')[0]).toBe(`style-src 'self' https://widget.chat.example ${sha('')} ${sha(A)} ${sha(B)}`);
});

it('reads a stylesheet as the browser fetches it, byte for byte', () => {
  expect(stylesheetText(distDir, 'static/css/b.css')).toBe(B);
});
