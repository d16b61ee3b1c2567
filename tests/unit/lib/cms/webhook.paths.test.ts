import CONTENT_TYPES from '../../../../shared/contentTypes.json';
import { pathsToRevalidate } from '../../../../lib/cms/webhook';

/** Single types and collections every page's layout shows (header, footer, popups, contacts). */
const LAYOUT_CONTENT_UIDS = Object.entries(CONTENT_TYPES.regenerates).filter(([, r]) => r === 'every-page').map(([uid]) => uid);

const ENTERPRISE_MENU_UID = 'api::enterprise-navigation.enterprise-navigation';
import { secretMatches } from '../../../../lib/secretRoute';

const KNOWN = ['/', '/about-us', '/asic-verification', '/best-vlsi-training-institute', '/vlsi-training-institute-review-testimonial'];

describe('revalidation path mapping', () => {
  it('a course maps to its own page and the pages listing courses', () => {
    expect(pathsToRevalidate({ event: 'entry.publish', uid: 'api::course.course', entry: { path: '/asic-verification' } }, KNOWN))
      .toEqual(['/asic-verification', '/', '/best-vlsi-training-institute']);
  });

  it('a page maps to its own path only', () => {
    expect(pathsToRevalidate({ uid: 'api::page.page', entry: { path: '/about-us' } }, KNOWN)).toEqual(['/about-us']);
    expect(pathsToRevalidate({ model: 'page', entry: { path: '/about-us' } }, KNOWN)).toEqual(['/about-us']);
  });

  it("takes from the event's entry only a path of this site: never another origin, a climb out of a folder, or a non-string", () => {
    for (const path of ['https://evil.example/', '//evil.example', '/about-us/../admin', 'about-us', 42, null]) {
      expect(pathsToRevalidate({ uid: 'api::page.page', entry: { path } }, KNOWN)).toEqual([]);
    }
    expect(pathsToRevalidate({ uid: 'api::course.course', entry: { path: '//evil.example' } }, KNOWN)).toEqual(['/', '/best-vlsi-training-institute']);
  });

  it('an entry unpublished maps to its own path, which the CMS publishes no more (now a 404)', () => {
    expect(pathsToRevalidate({ event: 'entry.unpublish', uid: 'api::page.page', entry: { path: '/about-maven' } }, KNOWN)).toEqual(['/about-maven']);
    expect(pathsToRevalidate({ event: 'entry.unpublish', uid: 'api::course.course', entry: { path: '/retired-course' } }, KNOWN))
      .toEqual(['/retired-course', '/', '/best-vlsi-training-institute']);
  });

  it('a redirect maps to its old path, which the site no longer knows as a page; never to a path of another origin', () => {
    expect(pathsToRevalidate({ event: 'entry.create', uid: 'api::redirect.redirect', entry: { from: '/old-course', to: '/asic-verification' } }, KNOWN)).toEqual(['/old-course']);
    expect(pathsToRevalidate({ event: 'entry.delete', model: 'redirect', entry: { from: '/old-course' } }, KNOWN)).toEqual(['/old-course']);
    for (const from of ['https://evil.example/', '//evil.example', '/a/../b', 7]) expect(pathsToRevalidate({ uid: 'api::redirect.redirect', entry: { from } }, KNOWN)).toEqual([]);
  });

  it('layout content (header, footer, popups, contacts) maps to every known path', () => {
    for (const uid of LAYOUT_CONTENT_UIDS) expect(pathsToRevalidate({ uid, entry: {} }, KNOWN)).toEqual(KNOWN);
    expect(LAYOUT_CONTENT_UIDS).toEqual(expect.arrayContaining(['api::navigation.navigation', 'api::footer.footer', 'api::b2c-componant.b2c-componant']));
  });

  it('a popup maps to the pages that carry it: the enterprise lead popup to the enterprise pages; a slug no page carries to every page', () => {
    const known = [...KNOWN, '/enterprise', '/enterprise/contact-us'];
    const popup = (slug: unknown) => pathsToRevalidate({ event: 'entry.publish', uid: 'api::pop-up.pop-up', entry: { slug } }, known);
    expect(popup('enterprise-lead')).toEqual(['/enterprise', '/enterprise/contact-us']);
    expect(popup('header-free-demo-class')).toEqual(known);
    expect(popup('refer-and-earn')).toEqual(known);
    // Renamed (its old slug is not in the event): any page's popup may have been the one it was.
    for (const slug of ['summer-offer', undefined, 7]) expect(popup(slug)).toEqual(known);
  });

  it('a draft saved (Strapi 5 sends entry.update with the draft, publishedAt null) maps to nothing: visitors see none of it', () => {
    for (const uid of [...LAYOUT_CONTENT_UIDS, 'api::course.course', 'api::page.page']) {
      expect(pathsToRevalidate({ event: 'entry.update', uid, entry: { path: '/about-us', publishedAt: null } }, KNOWN)).toEqual([]);
    }
    // An update that is live at once (a type without drafts) still regenerates.
    expect(pathsToRevalidate({ event: 'entry.update', uid: 'api::page.page', entry: { path: '/about-us', publishedAt: '2026-11-23T10:00:00.000Z' } }, KNOWN)).toEqual(['/about-us']);
    expect(pathsToRevalidate({ event: 'entry.publish', uid: 'api::navigation.navigation', entry: { publishedAt: '2026-11-23T10:00:00.000Z' } }, KNOWN)).toEqual(KNOWN);
  });

  it('the enterprise menu maps to the enterprise pages only', () => {
    const known = [...KNOWN, '/enterprise', '/enterprise/contact-us', '/enterprises-elsewhere'];
    expect(pathsToRevalidate({ event: 'entry.publish', uid: ENTERPRISE_MENU_UID, entry: {} }, known)).toEqual(['/enterprise', '/enterprise/contact-us']);
  });

  it('testimonials map to the pages that show them; other models to nothing', () => {
    expect(pathsToRevalidate({ uid: 'api::testimonial.testimonial' }, KNOWN)).toEqual(['/', '/vlsi-training-institute-review-testimonial']);
    expect(pathsToRevalidate({ uid: 'api::lead.lead', entry: { path: '/' } }, KNOWN)).toEqual([]);
    expect(pathsToRevalidate({}, KNOWN)).toEqual([]);
  });

  it('checks the secret exactly', () => {
    expect(secretMatches('a-long-shared-secret-1234', 'a-long-shared-secret-1234')).toBe(true);
    expect(secretMatches('a-long-shared-secret-123', 'a-long-shared-secret-1234')).toBe(false);
    expect(secretMatches('', 'a-long-shared-secret-1234')).toBe(false);
    expect(secretMatches(undefined, 'a-long-shared-secret-1234')).toBe(false);
  });
});
