import { print } from 'graphql';
import { NAVIGATION, POPUP_BY_SLUG } from '../../../../graphql/queries';
import { asDraft } from '../../../../lib/cms/apollo';
import { safeReturnPath } from '../../../../lib/cms/preview';

describe('asDraft', () => {
  it('asks every root field for its draft and keeps the filters', () => {
    const text = print(asDraft(POPUP_BY_SLUG));
    expect(text).toContain('popUps(filters: {slug: {eq: $slug}}, status: DRAFT)');
    expect(print(asDraft(NAVIGATION))).toContain('navigation(status: DRAFT)');
  });

  it('gives the same document each time, so the browser reads the cache the server filled', () => {
    expect(asDraft(POPUP_BY_SLUG)).toBe(asDraft(POPUP_BY_SLUG));
    expect(print(POPUP_BY_SLUG)).not.toContain('DRAFT');
  });
});

describe('safeReturnPath', () => {
  it.each([['/vlsi-courses/x', '/vlsi-courses/x'], ['/', '/'], ['//evil.example', '/'], ['https://evil.example', '/'], ['/\\evil', '/'], [undefined, '/']])('%s → %s', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
