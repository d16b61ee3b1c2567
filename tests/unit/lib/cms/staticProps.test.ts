/** @jest-environment node */
// contentStaticProps against a stand-in CMS: a made-up path is a 404 without a CMS query of its
// own (the list of published routes answers it), a published one is rendered from one query, a
// page published a moment ago is known within seconds, and while the CMS is down a page Next holds
// is kept (getStaticProps throws) while one it cannot hold gets the defaults.
import type { GetStaticPropsContext } from 'next';
import { course, loggedEvents, routes, type StubCms, withStubCms } from './stubCms';

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
});

type Reason = GetStaticPropsContext['revalidateReason'];
const generate = (path: string, revalidateReason: Reason = 'stale') =>
  csp.contentStaticProps()({ params: { slug: path.split('/').filter(Boolean) }, revalidateReason } as GetStaticPropsContext);
/** The clock moved on by `ms` (the route list's age is read from Date.now). */
const later = (ms: number) => { const now = Date.now() + ms; jest.spyOn(Date, 'now').mockReturnValue(now); };
afterEach(() => jest.restoreAllMocks());
const asked = (name: string) => cms.asked.filter((a) => a.operationName === name).length;

describe('contentStaticProps', () => {
  it('answers 100 made-up paths 404 with two CMS queries in all (the route and redirect lists)', async () => {
    for (let i = 0; i < 100; i++) expect(await generate(`/wp-login-${i}/x`)).toEqual({ notFound: true, revalidate: 60 });
    expect(cms.asked.map((a) => a.operationName).sort()).toEqual(['ContentRoutes', 'Redirects']);
  });

  it('sends an old path on with its redirect (301 permanent, 302 temporary), never to another origin, and asks no query for it', async () => {
    const redirect = (from: string, to: string, permanent: boolean) => ({ attributes: { from, to, permanent } });
    cms.answers.Redirects = { redirects: { data: [redirect('/old-course', '/asic-verification', true), redirect('/offer', '/about-us', false), redirect('/away', 'https://elsewhere.example/', true), redirect('/asic-verification', '/about-us', true)] } };
    expect(await generate('/old-course')).toEqual({ redirect: { destination: '/asic-verification', statusCode: 301 }, revalidate: 60 });
    expect(await generate('/offer')).toEqual({ redirect: { destination: '/about-us', statusCode: 302 }, revalidate: 60 });
    expect(await generate('/away')).toEqual({ notFound: true, revalidate: 60 });
    // A published page wins over a redirect from its path.
    expect(await generate('/asic-verification')).toMatchObject({ props: { content: { kind: 'course' } } });
    expect([asked('Redirects'), asked('CourseByPath')]).toEqual([1, 1]);
  });

  it('keeps the last route list and redirects it had while the CMS fails', async () => {
    cms.answers.Redirects = { redirects: { data: [{ attributes: { from: '/old-course', to: '/asic-verification', permanent: true } }] } };
    expect(await generate('/old-course')).toMatchObject({ redirect: { statusCode: 301 } });
    cms.answers.Redirects = 'fail';
    cms.answers.ContentRoutes = 'fail';
    later(6_000);
    await loggedEvents(async () => expect(await generate('/old-course')).toMatchObject({ redirect: { destination: '/asic-verification', statusCode: 301 } }));
    // Asked again once the list was five seconds old (twice: a list's failed answer is tried once more).
    expect(asked('ContentRoutes')).toBe(3);
  });

  it('renders a published course from its own collection only, fresh, with the full ISR period', async () => {
    const result = await generate('/asic-verification');
    expect(result).toMatchObject({ props: { content: { kind: 'course', course: { path: '/asic-verification', title: 'ASIC Verification' } }, path: '/asic-verification' }, revalidate: 60 });
    expect([asked('CourseByPath'), asked('PageByPath')]).toEqual([1, 0]);
  });

  it('knows a page published a moment ago within five seconds, and at once in the webhook\'s regeneration', async () => {
    expect(await generate('/new-course')).toEqual({ notFound: true, revalidate: 60 });
    cms.answers.ContentRoutes = routes(['/asic-verification', '/new-course']);
    cms.answers.CourseByPath = course('/new-course', 'New course');
    // The publish webhook's regeneration asks the CMS for the path itself…
    expect(await generate('/new-course', 'on-demand')).toMatchObject({ props: { content: { course: { title: 'New course' } } }, revalidate: 60 });
    // …a visitor's render trusts a list under five seconds old…
    expect(await generate('/new-course')).toEqual({ notFound: true, revalidate: 60 });
    // …and asks for it again once it is older, with no message from any other instance.
    later(5_000);
    expect(await generate('/new-course')).toMatchObject({ props: { content: { course: { title: 'New course' } } } });
    expect(asked('ContentRoutes')).toBe(2);
  });

  it('keeps the page Next holds while the CMS is down: the regeneration throws, and logs the failed query with the path', async () => {
    await generate('/asic-verification');
    cms.answers.CourseByPath = 'fail';
    for (const reason of ['stale', 'on-demand'] as const) {
      const events = await loggedEvents(() => expect(generate('/asic-verification', reason)).rejects.toThrow('The CMS did not answer: /asic-verification keeps the page it had'));
      expect(events).toContainEqual(expect.objectContaining({ event: 'cms_query_failed', operation: 'CourseByPath', path: '/asic-verification' }));
    }
  });

  it('keeps the page also when only the layout content fails', async () => {
    cms.answers.Layout = 'fail';
    await loggedEvents(() => expect(generate('/asic-verification')).rejects.toThrow(/keeps the page it had/));
  });

  it('gives the defaults where there is no page to keep: at build, the layout defaults, retried in 5 s', async () => {
    cms.answers.Layout = 'fail';
    await loggedEvents(async () => expect(await generate('/asic-verification', 'build')).toMatchObject({ props: { content: { kind: 'course' } }, revalidate: 5 }));
    cms.answers.CourseByPath = 'fail';
    await loggedEvents(async () => expect(await generate('/asic-verification', 'build')).toEqual({ notFound: true, revalidate: 5 }));
  });

  it('answers a path it has never known 404 in an outage, kept 5 s, rather than an error (a cold start: no route list)', async () => {
    cms.answers.ContentRoutes = 'fail';
    cms.answers.CourseByPath = 'fail';
    cms.answers.PageByPath = 'fail';
    await loggedEvents(async () => expect(await generate('/asic-verification')).toEqual({ notFound: true, revalidate: 5 }));
  });

  it('asks per path while the CMS has never given a route list', async () => {
    cms.answers.ContentRoutes = 'fail';
    cms.answers.CourseByPath = { courses: { data: [] } };
    await loggedEvents(async () => expect(await generate('/about-us')).toEqual({ notFound: true, revalidate: 60 }));
    expect([asked('CourseByPath'), asked('PageByPath')]).toEqual([1, 1]);
  });
});

describe('layoutStaticProps', () => {
  const layoutPage = (reason: Reason) => csp.layoutStaticProps('/data-rights')({ revalidateReason: reason } as GetStaticPropsContext);

  it('asks the CMS once for a page\'s whole layout, and only for the parts its layout shows', async () => {
    await layoutPage('stale');
    for (const path of ['/enterprise', '/vlsi-courses']) await csp.layoutStaticProps(path)({} as GetStaticPropsContext);
    const popups = ['header-free-demo-class', 'refer-and-earn'];
    expect(cms.asked.map((a) => [a.operationName, a.variables])).toEqual([
      ['Layout', { status: 'PUBLISHED', popups, enterprise: false, marketingHeader: false, marketingContacts: false }],
      ['Layout', { status: 'PUBLISHED', popups: [...popups, 'enterprise-lead'], enterprise: true, marketingHeader: false, marketingContacts: true }],
      ['Layout', { status: 'PUBLISHED', popups, enterprise: false, marketingHeader: true, marketingContacts: false }],
    ]);
  });

  it('keeps the page Next holds while the CMS is down, and gives the defaults at build', async () => {
    cms.answers.Layout = { siteText: { data: { attributes: { skipToContent: 'Skip ahead' } } } };
    expect(await layoutPage('stale')).toMatchObject({ props: { layoutContent: { texts: { skipToContent: 'Skip ahead' } } }, revalidate: 60 });
    cms.answers.Layout = 'fail';
    await loggedEvents(() => expect(layoutPage('stale')).rejects.toThrow('The CMS did not answer: /data-rights keeps the page it had'));
    const { DEFAULT_LAYOUT_CONTENT } = await import('../../../../lib/cms/defaults');
    await loggedEvents(async () => expect(await layoutPage('build')).toMatchObject({ props: { layoutContent: { texts: DEFAULT_LAYOUT_CONTENT.texts } }, revalidate: 5 }));
  });

  it('gives the popups the seed\'s words when the CMS cannot tell of them, and none it says it does not have', async () => {
    const { DEFAULT_POPUPS } = await import('../../../../lib/cms/layoutContent');
    const popups = async () => ((await layoutPage('build')) as { props: { layoutContent: { popups: unknown } } }).props.layoutContent.popups;
    cms.answers.Layout = 'fail';
    await loggedEvents(async () => expect(await popups()).toEqual({
      'header-free-demo-class': DEFAULT_POPUPS['header-free-demo-class'], 'refer-and-earn': DEFAULT_POPUPS['refer-and-earn'],
    }));
    // A page Next holds keeps its popups' words too.
    await loggedEvents(() => expect(layoutPage('stale')).rejects.toThrow(/keeps the page it had/));
    cms.answers.Layout = { popUps: { data: [] } };
    expect(await popups()).toEqual({});
  });
});

describe("the CMS's vectors in the page itself: a hero illustration, the footer's icons", () => {
  const CHIP = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';
  const hero = (url: string) => ({ data: { attributes: { url, alternativeText: 'Our new chip', width: 640, height: 480 } } });
  const home = (heroImage: unknown) => ({ pages: { data: [{ id: '1', attributes: { path: '/about-us', title: 'About', heroImage } }] } });
  const heroOf = async () => ((await generate('/about-us')) as { props: { content: { page: { heroImage: unknown } } } }).props.content.page.heroImage;

  beforeEach(() => {
    cms.answers.PageByPath = home(hero('/uploads/chip_1a2b.svg'));
    cms.files = { 'chip_1a2b.svg': CHIP };
  });

  it('a vector from the CMS rides in the page as a data: URL of its drawing, with the CMS\'s alt text and size', async () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"></rect></svg>';
    expect(await heroOf()).toEqual({ url: `data:image/svg+xml,${encodeURIComponent(drawing)}`, alt: 'Our new chip', width: 640, height: 480 });
  });

  it('a vector with more than a drawing (a script) loads as a file, never in the page', async () => {
    cms.files = { 'chip_1a2b.svg': CHIP.replace('<rect', '<script>alert(1)</script><rect') };
    expect(await heroOf()).toEqual({ url: '/api/media/chip_1a2b.svg', alt: 'Our new chip', width: 640, height: 480 });
  });

  it("the footer's vector icons ride in the page as their drawing; another picture stays a file", async () => {
    const icon = (name: string, url: string) => ({ name, link: `https://${name}.example/maven`, image: { data: { attributes: { url, width: 32, height: 32 } } } });
    cms.answers.Layout = { footer: { data: { attributes: { socialLinks: [icon('linkedin', '/uploads/in_1a2b.svg'), icon('youtube', '/uploads/yt_1a2b.png'), icon('x', '/uploads/x_1a2b.svg')] } } } };
    cms.files = { 'in_1a2b.svg': CHIP, 'x_1a2b.svg': CHIP.replace('<rect', '<rect onclick="alert(1)"') };
    const page = (await generate('/about-us')) as { props: { layoutContent: { footer: { socialLinks: { image: { url: string } }[] } } } };
    expect(page.props.layoutContent.footer.socialLinks.map((link) => link.image.url)).toEqual([
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"></rect></svg>')}`,
      '/api/media/yt_1a2b.png',
      '/api/media/x_1a2b.svg',
    ]);
  });

  it("the seed's illustration and alt text while the CMS cannot give the file", async () => {
    const { HERO_IMAGE_DEFAULT } = await import('../../../../lib/cms/defaults');
    cms.files = {};
    expect(await heroOf()).toEqual(HERO_IMAGE_DEFAULT);
  });

  it('a picture that is no vector loads as a file', async () => {
    cms.answers.PageByPath = home(hero('/uploads/chip_1a2b.jpg'));
    expect(await heroOf()).toEqual({ url: '/api/media/chip_1a2b.jpg', alt: 'Our new chip', width: 640, height: 480 });
  });
});

describe('the published course paths (the route loader\'s course skeleton)', () => {
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
    const answer = await call();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ paths: ['/a-course-added-in-the-cms', '/asic-verification'] });
    expect(answer.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });

  it('answers an empty list, kept briefly, while the CMS has never given one (the browser keeps the spec\'s courses)', async () => {
    cms.answers.ContentRoutes = 'fail';
    let answer: Awaited<ReturnType<typeof call>> = { headers: {} };
    await loggedEvents(async () => { answer = await call(); });
    expect(answer.body).toEqual({ paths: [] });
    expect(answer.headers['cache-control']).toMatch(/max-age=5,/);
  });
});

describe('publishedKind without waiting (a visit beacon)', () => {
  it('answers from the list it holds when that list is old, and asks the CMS again behind the answer', async () => {
    expect(await known.publishedKind('/about-us')).toBe('page');
    later(10_000);
    cms.answers.ContentRoutes = routes(['/asic-verification'], ['/about-us', '/just-published']);
    expect(await known.publishedKind('/just-published', { wait: false })).toBeNull();
    // The list asked behind that answer has the new page: one question, which the next caller waits for.
    expect(await known.publishedKind('/just-published')).toBe('page');
    expect(asked('ContentRoutes')).toBe(2);
  });
});
