/** @jest-environment node */
// The publish webhook's regeneration against a stand-in CMS and the real getStaticProps, through a
// stand-in for Next's res.revalidate that joins an on-demand regeneration to one of the same page
// already being rendered, as Next's response cache does (its batchers share a pending render per
// page). A fresh-clone run showed the race: a course unpublished at its scheduled hour still
// answered 200, because the webhook's regeneration had joined one begun before the unpublish (the
// header's, published at the same hour).
import type { GetStaticPropsContext } from 'next';
import type { LayoutContent } from '../../../../lib/cms/types';
import { SPEC_ROUTES, STATIC_ROUTES } from '../../../../lib/specRoutes';
import { course, loggedEvents, routes, type StubCms, withStubCms } from './stubCms';

const stub = withStubCms('webhook');
// Each publish here renders its pages through the real getStaticProps: seconds on a busy machine.
jest.setTimeout(60_000);
let cms: StubCms;
let csp: typeof import('../../../../lib/cms/staticProps');
let known: typeof import('../../../../lib/cms/routes');
let webhook: typeof import('../../../../lib/cms/webhook');

beforeAll(async () => {
  cms = stub.cms;
  csp = await import('../../../../lib/cms/staticProps');
  known = await import('../../../../lib/cms/routes');
  webhook = await import('../../../../lib/cms/webhook');
});

type Result = Awaited<ReturnType<ReturnType<typeof csp.contentStaticProps>>>;

/**
 * Next's page cache for content pages: one render per page at a time, later callers join it.
 * `hold` keeps the next render of a page from finishing until `release`; `readTheCms` settles
 * when that render has read the CMS.
 */
function nextLike() {
  const cache = new Map<string, Result>();
  const inFlight = new Map<string, Promise<void>>();
  const held = new Map<string, { read: () => void; released: Promise<void> }>();
  const renders: string[] = [];
  const revalidate = (path: string): Promise<void> => {
    const pending = inFlight.get(path);
    if (pending) return pending;
    const render = (async () => {
      renders.push(path);
      const result = await csp.contentStaticProps()({ params: { slug: path.split('/').filter(Boolean) }, revalidateReason: 'on-demand' } as GetStaticPropsContext);
      const hold = held.get(path);
      if (hold) {
        held.delete(path);
        hold.read();
        await hold.released;
      }
      cache.set(path, result);
    })().finally(() => { inFlight.delete(path); });
    inFlight.set(path, render);
    return render;
  };
  const hold = (path: string) => {
    let read = () => {};
    let release = () => {};
    const readTheCms = new Promise<void>((r) => { read = r; });
    const released = new Promise<void>((r) => { release = r; });
    held.set(path, { read, released });
    return { readTheCms, release };
  };
  return {
    revalidate, cache, hold,
    renders: (path?: string) => renders.filter((p) => path === undefined || p === path).length,
    /** Renders under way. */
    pending: () => inFlight.size,
  };
}

/** Waits for `ok` (at most 30 s: the renders are real, on a machine others share), then holds it true. */
async function until(ok: () => boolean) {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(ok()).toBe(true);
}

beforeEach(() => {
  known.resetKnownRoutes();
  cms.answers = { ContentRoutes: routes(['/asic-verification']), CourseByPath: course('/asic-verification', 'ASIC Verification') };
});

describe('the publish webhook\'s regeneration', () => {
  it('renders a page again when an earlier event was regenerating it: the later event\'s content is the one kept', async () => {
    const next = nextLike();
    const ENTERPRISE_MENU = 'api::enterprise-navigation.enterprise-navigation';
    const page = (title: string) => ({ pages: { data: [{ id: '1', attributes: { path: '/enterprise', title } }] } });
    cms.answers = { ContentRoutes: routes([], ['/enterprise']), PageByPath: page('Before') };
    const pages = webhook.pathsToRevalidate({ uid: ENTERPRISE_MENU }, [...SPEC_ROUTES, ...STATIC_ROUTES, '/enterprise']);
    // An enterprise menu publish regenerates the enterprise pages; its render of /enterprise has
    // read the page while it said "Before"…
    const { readTheCms, release } = next.hold('/enterprise');
    const first = loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: ENTERPRISE_MENU }, next.revalidate));
    await readTheCms;
    await until(() => next.renders() === pages.length && next.pending() === 1);
    // …when the page is published as "After" and a second menu publish arrives.
    cms.answers.PageByPath = page('After');
    const second = loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: ENTERPRISE_MENU }, next.revalidate));
    // The second event has rendered every other enterprise page, and reached /enterprise.
    await until(() => next.renders() === 2 * pages.length - 1);
    release();
    await Promise.all([first, second]);
    expect(next.cache.get('/enterprise')).toMatchObject({ props: { content: { page: { title: 'After' } } } });
    expect(next.renders('/enterprise')).toBe(2);
  });

  it('regenerates a page an entry names twice (past a visitor\'s render of it, which nothing sees), a page of a layout change once', async () => {
    const next = nextLike();
    cms.answers.CourseByPath = course('/asic-verification', 'ASIC Verification, new batch');
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::course.course', entry: { path: '/asic-verification' } }, next.revalidate));
    expect(next.cache.get('/asic-verification')).toMatchObject({ props: { content: { course: { title: 'ASIC Verification, new batch' } } } });
    expect(next.renders('/asic-verification')).toBe(2);
    const asked: string[] = [];
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async (path) => { asked.push(path); }));
    expect(asked.filter((p) => p === '/asic-verification')).toHaveLength(1);
  });

  // A fresh-clone run: a home page edit did not show within a minute while two layout publishes
  // each regenerated every page, four at a time each, beside it on the same instance.
  it('renders four pages at a time on the instance whatever the events; a page an entry names takes the next free render, before the layout changes\' pages', async () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const renderer = (who: string) => async (path: string) => {
      started.push(`${who} ${path}`);
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 100));
      running--;
    };
    const SITE_TEXT = { event: 'entry.publish', uid: 'api::site-text.site-text' };
    const layout = [1, 2].map((n) => loggedEvents(() => webhook.revalidateForEvent(SITE_TEXT, renderer(`layout ${n}`))));
    await until(() => started.length >= 4);
    const before = started.length;
    const home = loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::page.page', entry: { path: '/' } }, renderer('home')));
    await Promise.all([...layout, home]);
    expect(most).toBe(4);
    // Twice, as a page an entry names. Renders begin four at a time: one batch may begin while its
    // event asks the CMS for the site's pages, not the hundred and more of the layout changes.
    expect(started.filter((s) => s === 'home /')).toHaveLength(2);
    expect(started.indexOf('home /')).toBeGreaterThanOrEqual(before);
    expect(started.indexOf('home /')).toBeLessThan(before + 2 * 4);
  });

  it('regenerates every page the site knows for layout content: its own routes and what the CMS publishes now', async () => {
    const paths: string[] = [];
    cms.answers.ContentRoutes = routes(['/asic-verification', '/a-course-added-in-the-cms']);
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async (path) => { paths.push(path); }));
    expect(paths).toEqual(expect.arrayContaining(['/', '/asic-verification', '/a-course-added-in-the-cms', '/data-rights']));
  });

  it('never gives a render after a publish an answer asked before it', async () => {
    const render = async () => (await csp.layoutStaticProps('/data-rights')({} as GetStaticPropsContext)) as { props: { layoutContent: { texts: { skipToContent: string } } } };
    cms.answers.Layout = { siteText: { data: { attributes: { skipToContent: 'Skip ahead' } } } };
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Skip ahead');
    cms.answers.Layout = { siteText: { data: { attributes: { skipToContent: 'Jump to the page' } } } };
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async () => {}));
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Jump to the page');
  });
});

describe('the browser', () => {
  it("a page's popup words travel in its props", async () => {
    cms.answers.Layout = { popUps: { data: [{ attributes: { slug: 'header-free-demo-class', sectionTitle: 'Book your seat' } }] } };
    cms.asked.length = 0;
    const popups = await Promise.all(['/data-rights', '/confirm'].map(async (path) =>
      ((await csp.layoutStaticProps(path)({} as GetStaticPropsContext)) as { props: { layoutContent: LayoutContent } }).props.layoutContent.popups));
    for (const words of popups) expect(words?.['header-free-demo-class']?.sectionTitle).toBe('Book your seat');
  });
});
