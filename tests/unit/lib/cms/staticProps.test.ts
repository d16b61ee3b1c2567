/** @jest-environment node */
// contentStaticProps against a stand-in CMS: a made-up path is a 404 without a CMS query of its
// own (the list of published routes answers it), a published one is rendered from one query,
// the publish webhook's refresh makes a new page known at once, and an outage serves stale.
import { rmSync } from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { course, loggedEvents, published, routes, type StubCms, withStubCms } from './stubCms';

const stub = withStubCms('csp');
let cms: StubCms;
let csp: typeof import('../../../../lib/cms/staticProps');
let known: typeof import('../../../../lib/cms/routes');

beforeAll(async () => {
  cms = stub.cms;
  csp = await import('../../../../lib/cms/staticProps');
  known = await import('../../../../lib/cms/routes');
});
beforeEach(() => {
  known.resetKnownRoutes();
  cms.asked.length = 0;
  cms.answers = { ContentRoutes: routes(['/asic-verification'], ['/about-us']), CourseByPath: course('/asic-verification', 'ASIC Verification') };
  published();
});

const generate = (path: string) => csp.contentStaticProps()({ params: { slug: path.split('/').filter(Boolean) } } as GetStaticPropsContext);
const asked = (name: string) => cms.asked.filter((a) => a.operationName === name).length;

describe('contentStaticProps', () => {
  it('answers 100 made-up paths 404 with two CMS queries in all (the route and redirect lists), each kept 5 s only', async () => {
    for (let i = 0; i < 100; i++) expect(await generate(`/wp-login-${i}/x`)).toEqual({ notFound: true, revalidate: 5 });
    expect(cms.asked.map((a) => a.operationName).sort()).toEqual(['ContentRoutes', 'Redirects']);
  });

  it('sends an old path on with its redirect (301 permanent, 302 temporary), never to another origin, and asks no query for it', async () => {
    const redirect = (from: string, to: string, permanent: boolean) => ({ attributes: { from, to, permanent } });
    cms.answers.Redirects = { redirects: { data: [redirect('/old-course', '/asic-verification', true), redirect('/offer', '/about-us', false), redirect('/away', 'https://elsewhere.example/', true), redirect('/asic-verification', '/about-us', true)] } };
    published();
    expect(await generate('/old-course')).toEqual({ redirect: { destination: '/asic-verification', statusCode: 301 }, revalidate: 60 });
    expect(await generate('/offer')).toEqual({ redirect: { destination: '/about-us', statusCode: 302 }, revalidate: 60 });
    expect(await generate('/away')).toEqual({ notFound: true, revalidate: 5 });
    // A published page wins over a redirect from its path.
    expect(await generate('/asic-verification')).toMatchObject({ props: { content: { kind: 'course' } } });
    expect([asked('Redirects'), asked('CourseByPath')]).toEqual([1, 1]);
  });

  it('keeps the last redirects it had while the CMS fails', async () => {
    cms.answers.Redirects = { redirects: { data: [{ attributes: { from: '/old-course', to: '/asic-verification', permanent: true } }] } };
    published();
    expect(await generate('/old-course')).toMatchObject({ redirect: { statusCode: 301 } });
    cms.answers.Redirects = 'fail';
    published();
    await known.knownRoutes({ force: true });
    expect(await generate('/old-course')).toMatchObject({ redirect: { destination: '/asic-verification', statusCode: 301 } });
  });

  it('renders a published course from its own collection only, fresh, with the full ISR period', async () => {
    const result = await generate('/asic-verification');
    expect(result).toMatchObject({ props: { content: { kind: 'course', course: { path: '/asic-verification', title: 'ASIC Verification' } }, path: '/asic-verification' }, revalidate: 60 });
    expect([asked('CourseByPath'), asked('PageByPath')]).toEqual([1, 0]);
  });

  it('knows a page published a moment ago once the webhook refreshes the list', async () => {
    expect(await generate('/new-course')).toEqual({ notFound: true, revalidate: 5 });
    cms.answers.ContentRoutes = routes(['/asic-verification', '/new-course']);
    published();
    cms.answers.CourseByPath = course('/new-course', 'New course');
    published();
    // Within the ISR period the list is not asked again…
    expect(await generate('/new-course')).toEqual({ notFound: true, revalidate: 5 });
    // …but the publish webhook (pages/api/revalidate.ts) asks for it before regenerating.
    await known.knownRoutes({ force: true });
    expect(await generate('/new-course')).toMatchObject({ props: { content: { course: { title: 'New course' } } }, revalidate: 60 });
    expect(asked('ContentRoutes')).toBe(2);
  });

  it('serves the last good course while the CMS is down, retrying soon, and logs which fallback served', async () => {
    await generate('/asic-verification');
    cms.answers.CourseByPath = 'fail';
    published();
    let result: unknown;
    const events = await loggedEvents(async () => { result = await generate('/asic-verification'); });
    expect(result).toMatchObject({ props: { content: { course: { title: 'ASIC Verification' } } }, revalidate: 5 });
    expect(events).toContainEqual(expect.objectContaining({ event: 'cms_query_failed', operation: 'CourseByPath', path: '/asic-verification', fallback: 'stale' }));
  });

  it('asks per path while the CMS has never given a route list (a cold start in an outage)', async () => {
    rmSync(stub.dist, { recursive: true, force: true });
    (await import('../../../../lib/cms/query')).resetMemory();
    cms.answers.ContentRoutes = 'fail';
    published();
    cms.answers.CourseByPath = { courses: { data: [] } };
    published();
    await loggedEvents(async () => expect(await generate('/about-us')).toEqual({ notFound: true, revalidate: 60 }));
    expect([asked('CourseByPath'), asked('PageByPath')]).toEqual([1, 1]);
  });
});

describe("the home page's hero illustration (issue 34: the marketers' picture, in the page itself)", () => {
  const CHIP = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';
  const hero = (url: string) => ({ data: { attributes: { url, alternativeText: 'Our new chip', width: 640, height: 480 } } });
  const home = (heroImage: unknown) => ({ pages: { data: [{ id: '1', attributes: { path: '/about-us', title: 'About', heroImage } }] } });
  const heroOf = async () => ((await generate('/about-us')) as { props: { content: { page: { heroImage: unknown } } } }).props.content.page.heroImage;

  beforeEach(() => {
    cms.answers.PageByPath = home(hero('/uploads/chip_1a2b.svg'));
    cms.files = { 'chip_1a2b.svg': CHIP };
    published();
  });

  it('a vector from the CMS rides in the page as a data: URL, with the CMS\'s alt text and size', async () => {
    expect(await heroOf()).toEqual({ url: `data:image/svg+xml,${encodeURIComponent(CHIP)}`, alt: 'Our new chip', width: 640, height: 480 });
  });

  it("the seed's illustration and alt text while the CMS cannot give the file, or gives no answer", async () => {
    const { HERO_IMAGE_DEFAULT } = await import('../../../../lib/cms/defaults');
    cms.files = {};
    expect(await heroOf()).toEqual(HERO_IMAGE_DEFAULT);
    cms.files = { 'chip_1a2b.svg': CHIP };
    await generate('/about-us');
    cms.answers.PageByPath = 'fail';
    published();
    await loggedEvents(async () => expect(await heroOf()).toEqual(HERO_IMAGE_DEFAULT));
  });

  it('a picture that is no vector loads as a file', async () => {
    cms.answers.PageByPath = home(hero('/uploads/chip_1a2b.jpg'));
    published();
    expect(await heroOf()).toEqual({ url: '/api/media/chip_1a2b.jpg', alt: 'Our new chip', width: 640, height: 480 });
  });
});

describe('the published course paths (issue 20.2: the route loader\'s course skeleton)', () => {
  const call = async () => {
    const handler = (await import('../../../../pages/api/course-paths')).default;
    const headers: Record<string, string> = {};
    const out: { status?: number; body?: unknown } = {};
    const res = {
      setHeader: (k: string, v: string) => { headers[k.toLowerCase()] = v; },
      status: (s: number) => { out.status = s; return res; },
      json: (b: unknown) => { out.body = b; return res; },
    };
    await handler({ method: 'GET' } as never, res as never);
    return { ...out, headers };
  };

  it('lists the courses the CMS publishes, not its pages, cacheable for one ISR period', async () => {
    cms.answers.ContentRoutes = routes(['/asic-verification', '/a-course-added-in-the-cms'], ['/about-us']);
    published();
    const answer = await call();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ paths: ['/a-course-added-in-the-cms', '/asic-verification'] });
    expect(answer.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });

  it('answers an empty list, kept briefly, while the CMS has never given one (the browser keeps the spec\'s courses)', async () => {
    rmSync(stub.dist, { recursive: true, force: true });
    (await import('../../../../lib/cms/query')).resetMemory();
    cms.answers.ContentRoutes = 'fail';
    published();
    let answer: Awaited<ReturnType<typeof call>> = { headers: {} };
    await loggedEvents(async () => { answer = await call(); });
    expect(answer.body).toEqual({ paths: [] });
    expect(answer.headers['cache-control']).toMatch(/max-age=5,/);
  });
});
