/** @jest-environment node */
// The channel rule table (shared/channels.json, extended by marketers in the CMS).
import { channelOf, columnOf, DEFAULT_CHANNEL_RULES, TOUCH_COLUMNS } from '../../../../shared/touch.cjs';

describe('channel of a touch, by the default rules', () => {
  it.each([
    ['a Google ad click', { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' }, 'Paid Search'],
    ['an iOS Google ad click (gbraid, no UTM)', { gbraid: 'x1' }, 'Paid Search'],
    ['a Bing ad click', { msclkid: 'f00' }, 'Paid Search'],
    ['a tagged search ad without a click id', { utm_source: 'bing', utm_medium: 'ppc' }, 'Paid Search'],
    ['a Meta ad', { utm_source: 'facebook', utm_medium: 'paid', fbclid: 'IwA' }, 'Paid Social'],
    ['a LinkedIn ad (li_fat_id)', { li_fat_id: 'uuid-1' }, 'Paid Social'],
    ['an Instagram cpc ad', { utm_source: 'Instagram', utm_medium: 'CPC' }, 'Paid Social'],
    ['a paid_social medium', { utm_source: 'anything', utm_medium: 'paid_social' }, 'Paid Social'],
    ['a display banner', { utm_source: 'gdn', utm_medium: 'display' }, 'Display'],
    ['a newsletter', { utm_source: 'mailchimp', utm_medium: 'email' }, 'Email'],
    ['an organic Facebook post (fbclid on every outbound link)', { fbclid: 'IwB', referrer: 'https://l.facebook.com/' }, 'Organic Social'],
    ['a LinkedIn share, by referrer', { referrer: 'https://www.linkedin.com/feed/' }, 'Organic Social'],
    ['a social medium', { utm_source: 'partner', utm_medium: 'social' }, 'Organic Social'],
    ['Google search, by referrer', { referrer: 'https://www.google.co.in/' }, 'Organic Search'],
    ['Bing search, by referrer', { referrer: 'https://www.bing.com/search' }, 'Organic Search'],
    ['an organic medium', { utm_source: 'partner', utm_medium: 'organic' }, 'Organic Search'],
    ['another site', { referrer: 'https://blog.example.org/vlsi' }, 'Referral'],
    ['a referral medium', { utm_source: 'partner', utm_medium: 'referral' }, 'Referral'],
    ['tagged direct', { utm_source: '(direct)' }, 'Direct'],
  ])('%s → %s', (_, touch, channel) => {
    expect(channelOf(touch, DEFAULT_CHANNEL_RULES)).toBe(channel);
  });

  it('knows nothing without a touch, or with one no rule names (the page keeps the spec default)', () => {
    expect(channelOf(undefined)).toBeNull();
    expect(channelOf({ utm_source: 'qr-poster', utm_medium: 'print' })).toBeNull();
  });
});

describe('rules marketers add in the CMS', () => {
  it('the first rule whose every condition holds wins; * is any text; a rule without conditions never matches', () => {
    const rules = [
      { channel: 'Never' },
      { channel: 'Offline', sources: 'qr-*', mediums: 'print' },
      ...DEFAULT_CHANNEL_RULES,
    ];
    expect(channelOf({ utm_source: 'QR-poster', utm_medium: 'print' }, rules)).toBe('Offline');
    expect(channelOf({ utm_source: 'qr-poster', utm_medium: 'email' }, rules)).toBe('Email');
    expect(channelOf({ utm_source: 'x' }, [{ channel: 'Blank', sources: ' ' }])).toBeNull();
  });
});

describe('stored fields', () => {
  it('are named first/last + the field in camel case, 14 each', () => {
    expect(columnOf('first', 'utm_source')).toBe('firstUtmSource');
    expect(columnOf('last', 'li_fat_id')).toBe('lastLiFatId');
    expect(columnOf('last', 'at')).toBe('lastTouchAt');
    expect(TOUCH_COLUMNS).toHaveLength(28);
  });
});
