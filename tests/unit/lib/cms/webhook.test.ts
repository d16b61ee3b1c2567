/** @jest-environment node */
// The publish webhook's regeneration against a stand-in CMS and the real getStaticProps, through a
// stand-in for Next's res.revalidate that joins an on-demand regeneration to one of the same page
// already being rendered, as Next's response cache does (its batchers share a pending render per
// page). A fresh-clone run showed the race: a course unpublished at its scheduled hour still
// answered 200, because the webhook's regeneration had joined one begun before the unpublish.
import type { GetStaticPropsContext } from 'next';
import { course, loggedEvents, routes, type StubCms, withStubCms } from './stubCms';

const stub = withStubCms('webhook');
// Each publish here renders its pages twice through the real getStaticProps: seconds on a busy machine.
jest.setTimeout(20_000);
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
 * `hold` keeps the next render of a page from finishing (it has read the CMS) until someone joins
 * it, and answers when that render has read the CMS.
 */
function nextLike() {
  const cache = new Map<string, Result>();
  const inFlight = new Map<string, Promise<void>>();
  const held = new Map<string, () => void>();
  const joined = new Map<string, () => void>();
  const renders: string[] = [];
  const revalidate = (path: string): Promise<void> => {
    const pending = inFlight.get(path);
    if (pending) { joined.get(path)?.(); return pending; }
    const render = (async () => {
      renders.push(path);
      const result = await csp.contentStaticProps()({ params: { slug: path.split('/').filter(Boolean) }, revalidateReason: 'on-demand' } as GetStaticPropsContext);
      const readTheCms = held.get(path);
      if (readTheCms) {
        held.delete(path);
        await new Promise<void>((r) => { joined.set(path, r); readTheCms(); });
      }
      cache.set(path, result);
    })().finally(() => { inFlight.delete(path); joined.delete(path); });
    inFlight.set(path, render);
    return render;
  };
  const hold = (path: string) => new Promise<void>((r) => held.set(path, r));
  return { revalidate, cache, hold, renders: (path: string) => renders.filter((p) => p === path).length };
}

beforeEach(() => {
  known.resetKnownRoutes();
  cms.answers = { ContentRoutes: routes(['/asic-verification']), CourseByPath: course('/asic-verification', 'ASIC Verification') };
});

describe('the publish webhook\'s regeneration', () => {
  it('renders a page again when its regeneration joined a render begun before the event (an unpublished course then answers 404)', async () => {
    const next = nextLike();
    // A regeneration of the course begins (a visitor's request after its period, or another
    // webhook's) and has read the course while it was still published…
    const readTheCms = next.hold('/asic-verification');
    const before = next.revalidate('/asic-verification');
    await readTheCms;
    // …when the course is unpublished and the CMS calls the webhook.
    cms.answers = { ContentRoutes: routes([]), CourseByPath: { courses: { data: [] } } };
    let answer: Awaited<ReturnType<typeof webhook.revalidateForEvent>> | undefined;
    await loggedEvents(async () => {
      answer = await webhook.revalidateForEvent({ event: 'entry.unpublish', uid: 'api::course.course', entry: { path: '/asic-verification' } }, next.revalidate);
    });
    await before;
    expect(answer?.revalidated).toContain('/asic-verification');
    expect(next.cache.get('/asic-verification')).toEqual({ notFound: true, revalidate: 60 });
    expect(next.renders('/asic-verification')).toBe(2);
  });

  it('regenerates a page twice when nothing else was rendering it: the cost of never keeping a joined render', async () => {
    const next = nextLike();
    cms.answers.CourseByPath = course('/asic-verification', 'ASIC Verification, new batch');
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::course.course', entry: { path: '/asic-verification' } }, next.revalidate));
    expect(next.cache.get('/asic-verification')).toMatchObject({ props: { content: { course: { title: 'ASIC Verification, new batch' } } } });
    expect(next.renders('/asic-verification')).toBe(2);
  });

  it('regenerates every page the site knows for layout content: its own routes and what the CMS publishes now', async () => {
    const paths: string[] = [];
    cms.answers.ContentRoutes = routes(['/asic-verification', '/a-course-added-in-the-cms']);
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async (path) => { paths.push(path); }));
    expect(paths).toEqual(expect.arrayContaining(['/', '/asic-verification', '/a-course-added-in-the-cms', '/data-rights']));
  });

  it('never gives a render after a publish an answer asked before it', async () => {
    const render = async () => (await csp.layoutStaticProps('/data-rights')({} as GetStaticPropsContext)) as { props: { layoutContent: { texts: { skipToContent: string } } } };
    cms.answers.SiteTexts = { siteText: { data: { attributes: { skipToContent: 'Skip ahead' } } } };
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Skip ahead');
    cms.answers.SiteTexts = { siteText: { data: { attributes: { skipToContent: 'Jump to the page' } } } };
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async () => {}));
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Jump to the page');
  });
});

describe('the browser', () => {
  it("a page's popup words travel in its Apollo cache", async () => {
    cms.answers.PopUp = { popUps: { data: [{ attributes: { slug: 'header-free-demo-class', sectionTitle: 'Book your seat' } }] } };
    cms.asked.length = 0;
    const states = await Promise.all(['/data-rights', '/confirm'].map(async (path) =>
      JSON.stringify(((await csp.layoutStaticProps(path)({} as GetStaticPropsContext)) as { props: Record<string, unknown> }).props.__APOLLO_STATE__)));
    for (const state of states) expect(state).toContain('Book your seat');
  });
});
