/** @jest-environment node */
// The publish webhook's regeneration against a stand-in CMS and the real getStaticProps, through a
// stand-in for Next's res.revalidate that joins an on-demand regeneration to one of the same page
// already being rendered, as Next's response cache does (its batchers share a pending render per
// page). A fresh-clone run showed the race: a course unpublished at its scheduled hour still
// answered 200, because the webhook's regeneration had joined one begun before the unpublish.
import type { GetStaticPropsContext } from 'next';
import type { LayoutContent } from '../../../../lib/cms/types';
import { course, loggedEvents, published, routes, type StubCms, withStubCms } from './stubCms';

const stub = withStubCms('webhook');
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
      const result = await csp.contentStaticProps()({ params: { slug: path.split('/').filter(Boolean) } } as GetStaticPropsContext);
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
  published();
});

describe('the publish webhook\'s regeneration', () => {
  it('renders a page again when its regeneration joined a render begun before the event (an unpublished course then answers 404)', async () => {
    const next = nextLike();
    await known.knownRoutes();
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
    expect(next.cache.get('/asic-verification')).toEqual({ notFound: true, revalidate: 5 });
    expect(next.renders('/asic-verification')).toBe(2);
  });

  it('renders a page once when nothing else was rendering it', async () => {
    const next = nextLike();
    cms.answers.CourseByPath = course('/asic-verification', 'ASIC Verification, new batch');
    published();
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::course.course', entry: { path: '/asic-verification' } }, next.revalidate));
    expect(next.cache.get('/asic-verification')).toMatchObject({ props: { content: { course: { title: 'ASIC Verification, new batch' } } } });
    expect(next.renders('/asic-verification')).toBe(1);
  });

  it('asks each layout query a few times for a publish that regenerates every page, not once per page', async () => {
    const paths: string[] = [];
    const revalidate = async (path: string) => { paths.push(path); await csp.layoutStaticProps(path)({} as GetStaticPropsContext); };
    cms.asked.length = 0;
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, revalidate));
    expect(paths.length).toBeGreaterThanOrEqual(15);
    expect(cms.asked.filter((a) => a.operationName === 'Navigation').length).toBeLessThanOrEqual(2);
  });

  it('never gives a render after a publish an answer asked before it', async () => {
    const render = async () => (await csp.layoutStaticProps('/data-rights')({} as GetStaticPropsContext)) as { props: { layoutContent: { texts: { skipToContent: string } } } };
    cms.answers.SiteTexts = { siteText: { data: { attributes: { skipToContent: 'Skip ahead' } } } };
    published();
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Skip ahead');
    cms.answers.SiteTexts = { siteText: { data: { attributes: { skipToContent: 'Jump to the page' } } } };
    await loggedEvents(() => webhook.revalidateForEvent({ event: 'entry.publish', uid: 'api::site-text.site-text' }, async () => {}));
    expect((await render()).props.layoutContent.texts.skipToContent).toBe('Jump to the page');
  });
});

describe('shared answers and the browser', () => {
  it("a page's popup words travel in its props, also when another render asked for them", async () => {
    cms.answers.PopUp = { popUps: { data: [{ attributes: { slug: 'header-free-demo-class', sectionTitle: 'Book your seat' } }] } };
    published();
    cms.asked.length = 0;
    const popups = await Promise.all(['/data-rights', '/confirm'].map(async (path) =>
      ((await csp.layoutStaticProps(path)({} as GetStaticPropsContext)) as { props: { layoutContent: LayoutContent } }).props.layoutContent.popups));
    expect(cms.asked.filter((a) => a.operationName === 'PopUp' && a.variables.slug === 'header-free-demo-class').length).toBe(1);
    for (const words of popups) expect(words?.['header-free-demo-class']?.sectionTitle).toBe('Book your seat');
  });
});
