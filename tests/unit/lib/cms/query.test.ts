/** @jest-environment node */
// The CMS door (lib/cms/query.ts) against a stand-in CMS: typed answers, and what it says
// happened — fresh or default — with one JSON log line per failure. It remembers nothing: every
// call asks the CMS as it is now.
import { toHeaderButton } from '../../../../lib/cms/layoutContent';
import { loggedEvents, startStubCms, type StubCms } from './stubCms';

let cms: StubCms;
let door: typeof import('../../../../lib/cms/query');
let docs: typeof import('../../../../graphql/queries') & typeof import('../../../../graphql/content');

beforeAll(async () => {
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
  door = await import('../../../../lib/cms/query');
  docs = { ...(await import('../../../../graphql/queries')), ...(await import('../../../../graphql/content')) };
});
afterAll(async () => { await cms.close(); });

const LAYOUT_VARS = { popups: [], enterprise: false, marketingHeader: false, marketingContacts: false };
const button = (name: unknown) => ({ b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: name, headerPhoneNumber: '+91 1' } } } } });

describe('queryCms', () => {
  it('answers fresh with the answer as its generated type; a field of the wrong type leaves the reshaper on its default', async () => {
    cms.answers.Layout = button('Book a free demo');
    const fresh = await door.queryCms(docs.LAYOUT, LAYOUT_VARS);
    expect(fresh.source).toBe('fresh');
    expect(fresh.value?.b2CComponant?.data?.attributes?.freeDemoClassButton?.buttonName).toBe('Book a free demo');
    cms.answers.Layout = button(42);
    const odd = await door.queryCms(docs.LAYOUT, LAYOUT_VARS);
    const fallback = { buttonName: 'Book a Free Demo Class', headerPhoneNumber: '', admissionemailForHeader: '', whatsappNumberForHeader: '' };
    expect([odd.source, toHeaderButton(odd.value, fallback)]).toEqual(['fresh', { ...fallback, headerPhoneNumber: '+91 1' }]);
  });

  it('asks the CMS again on every call: a publish shows in the very next answer', async () => {
    cms.answers.Layout = { navigation: { data: { attributes: { blogLink: '/blog' } } } };
    expect((await door.queryCms(docs.LAYOUT, LAYOUT_VARS)).value?.navigation?.data?.attributes?.blogLink).toBe('/blog');
    cms.answers.Layout = { navigation: { data: { attributes: { blogLink: '/journal' } } } };
    expect((await door.queryCms(docs.LAYOUT, LAYOUT_VARS)).value?.navigation?.data?.attributes?.blogLink).toBe('/journal');
  });

  it('says default when the CMS fails, even after a good answer, and logs one JSON line naming the page', async () => {
    cms.answers.Layout = { navigation: { data: { attributes: { blogLink: '/blog' } } } };
    expect((await door.queryCms(docs.LAYOUT, LAYOUT_VARS)).source).toBe('fresh');
    cms.answers.Layout = 'fail';
    let failed: { source: string; value: unknown } | undefined;
    const events = await loggedEvents(async () => { failed = await door.forPage('/asic-verification', () => door.queryCms(docs.LAYOUT, LAYOUT_VARS, { attempts: 2 })); });
    expect(failed).toEqual({ source: 'default', value: null });
    expect(events).toEqual([{ ts: expect.any(String), event: 'cms_query_failed', operation: 'Layout', path: '/asic-verification', error: expect.stringMatching(/500|boom/) }]);
  });

  it('names the path from the variables when no page is being generated', async () => {
    cms.answers.CourseByPath = 'fail';
    const events = await loggedEvents(() => door.queryCms(docs.COURSE_BY_PATH, { path: '/never-answered' }));
    expect(events).toEqual([expect.objectContaining({ event: 'cms_query_failed', operation: 'CourseByPath', path: '/never-answered' })]);
  });

  it('takes the least fresh of several answers', () => {
    expect(door.worstSource('fresh', 'fresh')).toBe('fresh');
    expect(door.worstSource('fresh', 'stale')).toBe('stale');
    expect(door.worstSource('stale', 'default', 'fresh')).toBe('default');
  });
});
