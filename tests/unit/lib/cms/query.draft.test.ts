// Draft reads (the admin's Preview): asked with the preview token and `$status: DRAFT`, and never
// kept as last-known-good, so a later CMS outage cannot serve a draft to visitors.
import { print, type DocumentNode } from 'graphql';
import { rmSync } from 'node:fs';
import { POPUP_BY_SLUG } from '../../../../graphql/queries';

const calls: { headers?: Record<string, string>; query: string; variables?: Record<string, unknown> }[] = [];
let answer: () => Promise<unknown>;
jest.mock('../../../../lib/cms/apollo', () => ({
  ...jest.requireActual('../../../../lib/cms/apollo'),
  createServerClient: (_url: string, _timeout: number, headers?: Record<string, string>) => ({
    query: ({ query, variables }: { query: DocumentNode; variables?: Record<string, unknown> }) => {
      calls.push({ headers, query: print(query), variables });
      return answer();
    },
  }),
}));

const DIST = `.tmp/jest-draft-${process.pid}`;
process.env.NEXT_DIST_DIR = DIST;
process.env.PREVIEW_API_TOKEN = 'unit-preview-token-0123456789abcdef0123';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { newContentGeneration, queryCms } = require('../../../../lib/cms/query') as typeof import('../../../../lib/cms/query');

afterAll(() => rmSync(DIST, { recursive: true, force: true }));
beforeEach(() => {
  calls.length = 0;
  // Each test's CMS answers anew: a publish between them.
  newContentGeneration();
});

const vars = { slug: 'header-free-demo-class' };
const draftData = { popUps: { data: [{ attributes: { sectionTitle: 'Draft title' } }] } };

it('asks for drafts with the preview token', async () => {
  answer = async () => ({ data: draftData });
  const result = await queryCms(POPUP_BY_SLUG, vars, { draft: true });
  expect(result).toEqual({ value: draftData, source: 'fresh' });
  expect(calls[0].headers).toEqual({ authorization: 'Bearer unit-preview-token-0123456789abcdef0123' });
  expect(calls[0].variables).toEqual({ ...vars, status: 'DRAFT' });
  expect(calls[0].query).toContain('popUps(status: $status');
});

it('never serves a draft as the last known good answer', async () => {
  answer = async () => ({ data: draftData });
  await queryCms(POPUP_BY_SLUG, vars, { draft: true });
  answer = async () => { throw new Error('CMS down'); };
  const visitor = await queryCms(POPUP_BY_SLUG, vars);
  expect(visitor).toEqual({ value: null, source: 'default' });
  expect(calls.at(-1)!.headers).toBeUndefined();
  expect(calls.at(-1)!.variables).toEqual(vars);
});

it('keeps a published answer as last known good (the draft path is separate)', async () => {
  const published = { popUps: { data: [{ attributes: { sectionTitle: 'Published title' } }] } };
  answer = async () => ({ data: published });
  await queryCms(POPUP_BY_SLUG, vars);
  answer = async () => { throw new Error('CMS down'); };
  newContentGeneration();
  expect(await queryCms(POPUP_BY_SLUG, vars)).toEqual({ value: published, source: 'stale' });
  expect(await queryCms(POPUP_BY_SLUG, vars, { draft: true })).toEqual({ value: null, source: 'default' });
});
