// Every repository path a doc or a comment names exists (run by `npm run lint`): a file moved or
// removed leaves no citation behind that sends the next reader to nothing.
//
// What counts as a path: a token with a slash that starts with one of the repository's top
// folders (`lib/cms`, `tests/e2e/support/ports.ts`) or ends with a file extension of this
// repository (`cms/src/exposure.js`). Not paths: URLs and absolute paths (`/api/health`, `/etc/maven`),
// package names (`@strapi/…`, `next/link`), globs and placeholders (`*`, `<name>`, `{a,b}`, `…`),
// and what the commands make at run time (`.tmp/`, `.next`, `node_modules/`, `backups/`).
// Where it is looked for: from the repository root, then from the citing file's folder, then from
// the app the file belongs to (`cms/`), so a file of the CMS may name its own files as the CMS
// sees them (`src/…`).
// Read: whole Markdown files; in code, its comments only (a string is data, not a citation).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const CODE = /\.(ts|tsx|js|cjs|mjs|scss)$/;
const DOC = /\.md$/;
const HASH_COMMENTS = /(\.sh|\.service|\.conf|\.template|\.example|\.ci\/run|\.gitignore)$/;
const EXTENSIONS = 'ts|tsx|js|cjs|mjs|json|md|scss|css|graphql|conf|template|service|sh|yml|yaml|png|svg|html|txt|csv|example';
const TOP = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
// Looked up among the tracked files and their folders, not on disk: a build left in the working
// tree must not make a citation of it pass.
const TRACKED = new Set(TOP.flatMap((f) => f.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const TOP_FOLDERS = new Set(TOP.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
const RUN_TIME = /(^|\/)(\.tmp|\.next[^/]*)(\/|$)|^(node_modules|backups|test-results|coverage|data|build|cms\/(build|dist|\.strapi|public\/uploads|\.env)|\.env)(\/|$)/;

/** The comments of a JS/TS/SCSS source: line comments (not `://`) and block comments, with their line numbers. */
function comments(text: string): [number, string][] {
  const out: [number, string][] = [];
  const lines = text.split('\n');
  let inBlock = false;
  lines.forEach((line, i) => {
    let rest = line;
    if (inBlock) {
      const end = rest.indexOf('*/');
      out.push([i + 1, end < 0 ? rest : rest.slice(0, end)]);
      if (end < 0) return;
      inBlock = false;
      rest = rest.slice(end + 2);
    }
    const block = rest.search(/\/\*/);
    const lineComment = rest.search(/(^|[^:\\'"`])\/\/(?!\/?[a-z0-9.-]+\.[a-z])/i);
    if (block >= 0 && (lineComment < 0 || block < lineComment)) {
      const end = rest.indexOf('*/', block + 2);
      out.push([i + 1, end < 0 ? rest.slice(block + 2) : rest.slice(block + 2, end)]);
      if (end < 0) inBlock = true;
    } else if (lineComment >= 0) {
      out.push([i + 1, rest.slice(lineComment)]);
    }
  });
  return out;
}

/** The tokens of a line that name a repository path. */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.match(/[A-Za-z0-9_.@/\-[\]<>*{}…$]+/g) ?? []) {
    const token = raw.replace(/[.,;:)]+$/, '').replace(/:\d+(-\d+)?$/, '');
    if (!token.includes('/') || /[*<>{}…$[\]]/.test(token) || token.startsWith('/') || token.startsWith('@')) continue;
    if (token.startsWith('../') || token.startsWith('./') || token.includes('//')) continue;
    const top = token.split('/')[0];
    const known = TOP_FOLDERS.has(top) || new RegExp(`\\.(${EXTENSIONS})$`).test(token);
    if (!known || RUN_TIME.test(token)) continue;
    found.push(token);
  }
  return found;
}

/** A module named without its extension (`components/course/CourseTemplate`) counts as its file. */
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'];

function exists(token: string, file: string): boolean {
  const clean = token.replace(/\/$/, '');
  const app = file.startsWith('cms/') ? 'cms' : '';
  // A dependency's own file (`next/dist/client/index.js`, where a mechanism leans on it) is a path too.
  const bases = ['', path.dirname(file), app].map((dir) => path.posix.join(dir, clean));
  return bases.some((base) => SUFFIXES.some((suffix) => TRACKED.has(base + suffix)))
    || existsSync(path.join(ROOT, 'node_modules', clean));
}

const missing: string[] = [];
let checked = 0;
for (const file of TOP) {
  if (file.includes('package-lock') || file.startsWith('cms/seed/') || file.startsWith('public/')) continue;
  const isDoc = DOC.test(file);
  if (!isDoc && !CODE.test(file) && !HASH_COMMENTS.test(file)) continue;
  let text: string;
  try { text = readFileSync(path.join(ROOT, file), 'utf8'); } catch { continue; }
  const parts = isDoc
    ? text.split('\n').map((line, i): [number, string] => [i + 1, line])
    : HASH_COMMENTS.test(file)
      ? text.split('\n').map((line, i): [number, string] => [i + 1, line.includes('#') ? line.slice(line.indexOf('#')) : ''])
      : comments(text);
  for (const [line, part] of parts) {
    for (const token of pathsIn(part)) {
      checked += 1;
      if (!exists(token, file)) missing.push(`${file}:${line}: ${token}`);
    }
  }
}

if (missing.length) {
  console.error(`[paths] ${missing.length} of ${checked} cited paths do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`[paths] all ${checked} cited repository paths exist`);
