// A stand-in CMS for unit tests: answers each operation by name from canned data, filling every
// field the query asks for (null when the canned data lacks it, `__typename` from the field
// name or the fragment's type, fragments spread), the way a real GraphQL server answers. Counts what it was asked.
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type SelectionNode, type SelectionSetNode } from 'graphql';

type Json = Record<string, unknown>;

/** A fragment's selection and the type it applies to (the object's `__typename` then). */
type Fragments = Map<string, { set: SelectionSetNode; on: string }>;

/** Whether `@include(if:)` / `@skip(if:)` (a literal or a variable) leave the selection in. */
function included(sel: SelectionNode, variables: Json): boolean {
  return (sel.directives ?? []).every((d) => {
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    const on = arg?.kind === 'Variable' ? Boolean(variables[arg.name.value]) : arg?.kind === 'BooleanValue' && arg.value;
    return d.name.value === 'include' ? on : d.name.value === 'skip' ? !on : true;
  });
}

function fill(set: SelectionSetNode, value: unknown, typename: string, fragments: Fragments, variables: Json = {}): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => fill(set, v, typename, fragments));
  // An object a fragment applies to is of the fragment's type (Apollo matches fragments by it).
  const spread = set.selections.find((sel) => sel.kind === 'FragmentSpread');
  if (spread) typename = fragments.get(spread.name.value)?.on ?? typename;
  const out: Json = {};
  for (const sel of set.selections) {
    if (sel.kind === 'FragmentSpread') {
      const spread = fragments.get(sel.name.value);
      if (spread) Object.assign(out, fill(spread.set, value, spread.on, fragments, variables));
      continue;
    }
    if (sel.kind !== 'Field' || !included(sel, variables)) continue;
    const name = sel.alias?.value ?? sel.name.value;
    const v = (value as Json)[sel.name.value];
    if (sel.name.value === '__typename') out[name] = typename;
    else out[name] = sel.selectionSet ? fill(sel.selectionSet, v, sel.name.value, fragments, variables) : v ?? null;
  }
  return out;
}

export interface StubCms {
  url: string;
  /** operation name → canned `data`, or 'fail' for a 500. Unlisted operations get every root field null. */
  answers: Record<string, Json | 'fail'>;
  /** Files under /uploads/ by name (GET), as Strapi serves uploads; any other name is a 404. */
  files: Record<string, string>;
  asked: { operationName: string; variables: Json }[];
  close: () => Promise<void>;
}

export async function startStubCms(answers: StubCms['answers'] = {}): Promise<StubCms> {
  const stub: StubCms = { url: '', answers, files: {}, asked: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/uploads/')) {
      const file = stub.files[decodeURIComponent(req.url.slice('/uploads/'.length))];
      res.writeHead(file === undefined ? 404 : 200, { 'content-type': 'image/svg+xml' });
      return res.end(file ?? '');
    }
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const doc = parse(body.query);
      const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
      const name = op && 'name' in op ? op.name?.value ?? '' : '';
      stub.asked.push({ operationName: name, variables: body.variables ?? {} });
      const canned = stub.answers[name];
      if (canned === 'fail') { res.writeHead(500, { 'content-type': 'application/json' }); return res.end('{"errors":[{"message":"boom"}]}'); }
      res.writeHead(200, { 'content-type': 'application/json' });
      const fragments: Fragments = new Map(doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, { set: d.selectionSet, on: d.typeCondition.name.value }] as const] : [])));
      res.end(JSON.stringify({ data: op && op.kind === 'OperationDefinition' ? fill(op.selectionSet, canned ?? {}, 'Query', fragments, body.variables ?? {}) : null }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((r) => server.close(() => r()));
  return stub;
}

/**
 * A stand-in CMS for a whole test file, with the site pointed at it (CMS_URL, a build folder of
 * its own, a 60 s ISR period). Call it first: the file's own beforeAll runs after it, so the site
 * modules it imports read that environment.
 */
export function withStubCms(name: string): { cms: StubCms; dist: string } {
  const dist = `.tmp/jest-${name}-${process.pid}`;
  const use = { cms: undefined as unknown as StubCms, dist };
  beforeAll(async () => {
    use.cms = await startStubCms();
    process.env.CMS_URL = use.cms.url;
    process.env.NEXT_DIST_DIR = dist;
    process.env.CMS_REVALIDATE_SECONDS = '60';
  });
  afterAll(async () => {
    await use.cms.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return use;
}

/** The JSON lines logEvent printed during `run`. */
export async function loggedEvents(run: () => Promise<unknown>): Promise<Json[]> {
  const lines: Json[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    try { lines.push(JSON.parse(String(chunk))); } catch { /* not ours */ }
    return true;
  });
  try { await run(); } finally { spy.mockRestore(); }
  return lines;
}

export const course = (path: string, title: string) => ({ courses: { data: [{ id: '1', attributes: { path, title, category: 'job_oriented', updatedAt: '2026-01-01T00:00:00.000Z' } }] } });
export const routes = (courses: string[], pages: string[] = []) => ({
  courses: { data: courses.map((path) => ({ attributes: { path, updatedAt: '2026-01-01T00:00:00.000Z' } })) },
  pages: { data: pages.map((path) => ({ attributes: { path, updatedAt: '2026-01-01T00:00:00.000Z' } })) },
});
