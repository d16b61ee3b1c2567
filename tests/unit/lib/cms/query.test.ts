/** @jest-environment node */
// The CMS door (lib/cms/query.ts) against a stand-in CMS: typed answers, and what it says
// happened — fresh, stale (last known good) or default — with one JSON log line per failure.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { toHeaderButton } from '../../../../lib/cms/layoutContent';
import { loggedEvents, published, startStubCms, type StubCms } from './stubCms';

const DIST = `.tmp/jest-query-${process.pid}`;
const lkgFiles = () => (existsSync(path.join(DIST, 'cache', 'cms-last-known-good')) ? readdirSync(path.join(DIST, 'cache', 'cms-last-known-good')).length : 0);
let cms: StubCms;
let door: typeof import('../../../../lib/cms/query');
let docs: typeof import('../../../../graphql/queries') & typeof import('../../../../graphql/content');

beforeAll(async () => {
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
  process.env.NEXT_DIST_DIR = DIST;
  door = await import('../../../../lib/cms/query');
  docs = { ...(await import('../../../../graphql/queries')), ...(await import('../../../../graphql/content')) };
});
afterAll(async () => {
  await cms.close();
  rmSync(DIST, { recursive: true, force: true });
});

const button = (name: unknown) => ({ b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: name, headerPhoneNumber: '+91 1' } } } } });

describe('queryCms', () => {
  it('answers fresh with the answer as its generated type; a field of the wrong type leaves the reshaper on its default', async () => {
    cms.answers.HeaderButton = button('Book a free demo');
    published();
    const fresh = await door.queryCms(docs.HEADER_BUTTON);
    expect(fresh.source).toBe('fresh');
    expect(fresh.value?.b2CComponant?.data?.attributes?.freeDemoClassButton?.buttonName).toBe('Book a free demo');
    cms.answers.HeaderButton = button(42);
    published();
    const odd = await door.queryCms(docs.HEADER_BUTTON);
    const fallback = { buttonName: 'Book a Free Demo Class', headerPhoneNumber: '', admissionemailForHeader: '', whatsappNumberForHeader: '' };
    expect([odd.source, toHeaderButton(odd.value, fallback)]).toEqual(['fresh', { ...fallback, headerPhoneNumber: '+91 1' }]);
  });

  it('serves the last good answer as stale when the CMS fails, and logs one JSON line naming the page', async () => {
    cms.answers.Navigation = { navigation: { data: { attributes: { blogLink: '/blog' } } } };
    published();
    expect((await door.queryCms(docs.NAVIGATION)).source).toBe('fresh');
    cms.answers.Navigation = 'fail';
    published();
    let stale: Awaited<ReturnType<typeof door.queryCms<import('../../../../graphql/generated').NavigationQuery>>> | undefined;
    const events = await loggedEvents(async () => { stale = await door.forPage('/asic-verification', () => door.queryCms(docs.NAVIGATION, undefined, { attempts: 2 })); });
    expect(stale?.source).toBe('stale');
    expect(stale?.value?.navigation?.data?.attributes?.blogLink).toBe('/blog');
    expect(events).toEqual([{ ts: expect.any(String), event: 'cms_query_failed', operation: 'Navigation', path: '/asic-verification', error: expect.stringMatching(/500|boom/), fallback: 'stale' }]);
  });

  it('says default when nothing good was ever answered, naming the path from the variables', async () => {
    cms.answers.CourseByPath = 'fail';
    published();
    let answer: { source: string; value: unknown } | undefined;
    const events = await loggedEvents(async () => { answer = await door.queryCms(docs.COURSE_BY_PATH, { path: '/never-answered' }); });
    expect(answer).toEqual({ source: 'default', value: null });
    expect(events).toEqual([expect.objectContaining({ event: 'cms_query_failed', operation: 'CourseByPath', path: '/never-answered', fallback: 'default' })]);
  });

  it('keeps only answers that hold an entry, and forgets an entry the CMS no longer has', async () => {
    const before = lkgFiles();
    cms.answers.CourseByPath = { courses: { data: [] } };
    published();
    for (let i = 0; i < 5; i++) expect((await door.queryCms(docs.COURSE_BY_PATH, { path: `/made-up-${i}` })).source).toBe('fresh');
    expect(lkgFiles()).toBe(before);

    cms.answers.CourseByPath = { courses: { data: [{ id: '1', attributes: { path: '/gone', title: 'Gone' } }] } };

    published();
    await door.queryCms(docs.COURSE_BY_PATH, { path: '/gone' });
    expect(lkgFiles()).toBe(before + 1);
    cms.answers.CourseByPath = { courses: { data: [] } };
    published();
    await door.queryCms(docs.COURSE_BY_PATH, { path: '/gone' });
    expect(lkgFiles()).toBe(before);
    // An outage now cannot bring the unpublished course back.
    cms.answers.CourseByPath = 'fail';
    published();
    expect(await loggedEvents(async () => expect((await door.queryCms(docs.COURSE_BY_PATH, { path: '/gone' })).source).toBe('default'))).toHaveLength(1);
  });

  it('takes the least fresh of several answers', () => {
    expect(door.worstSource('fresh', 'fresh')).toBe('fresh');
    expect(door.worstSource('fresh', 'stale')).toBe('stale');
    expect(door.worstSource('stale', 'default', 'fresh')).toBe('default');
  });
});
