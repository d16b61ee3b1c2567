// Draft reads (the admin's Preview): asked with the preview token and `$status: DRAFT`; a
// visitor's read is never asked with them.
import { print, type DocumentNode } from 'graphql';
import { LAYOUT } from '../../../../graphql/queries';

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

process.env.PREVIEW_API_TOKEN = 'unit-preview-token-0123456789abcdef0123';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { queryCms } = require('../../../../lib/cms/query') as typeof import('../../../../lib/cms/query');

beforeEach(() => { calls.length = 0; });

const vars = { popups: ['header-free-demo-class'], enterprise: false, marketingHeader: false, marketingContacts: false };
const draftData = { popUps: { data: [{ attributes: { sectionTitle: 'Draft title' } }] } };

it('asks for drafts with the preview token', async () => {
  answer = async () => ({ data: draftData });
  const result = await queryCms(LAYOUT, vars, { draft: true });
  expect(result).toEqual({ value: draftData, source: 'fresh' });
  expect(calls[0].headers).toEqual({ authorization: 'Bearer unit-preview-token-0123456789abcdef0123' });
  expect(calls[0].variables).toEqual({ ...vars, status: 'DRAFT' });
  expect(calls[0].query).toContain('popUps(status: $status');
});

it("asks a visitor's read without the token nor the draft status, after a draft read", async () => {
  answer = async () => ({ data: draftData });
  await queryCms(LAYOUT, vars, { draft: true });
  const published = { popUps: { data: [{ attributes: { sectionTitle: 'Published title' } }] } };
  answer = async () => ({ data: published });
  expect(await queryCms(LAYOUT, vars)).toEqual({ value: published, source: 'fresh' });
  expect(calls.at(-1)!.headers).toBeUndefined();
  expect(calls.at(-1)!.variables).toEqual(vars);
});
