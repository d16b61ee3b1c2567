// First and last touch, captured in the browser on each full page load, in localStorage.
import { ATTRIBUTION_KEY, captureAttribution, readAttribution } from '../../../../lib/leads/attribution';

const DAY = 864e5;
const T0 = Date.parse('2026-11-02T09:00:00.000Z');

/** A full page load at `href`, from `referrer`, at `now`. */
function load(href: string, referrer = '', now = T0) {
  jest.setSystemTime(now);
  window.history.replaceState(null, '', href);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  captureAttribution();
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const AD = '/asic-verification?utm_source=google&utm_medium=cpc&utm_campaign=dv-2026&utm_term=vlsi%20course&utm_content=ad-1&gclid=Cj0KCQiA-abc_123&other=x';

describe('attribution', () => {
  it('keeps a visit from an ad as first and last touch: its UTM parameters, click id, referrer and landing page', () => {
    load(AD, 'https://www.google.com/search?q=vlsi+course+asha%40example.com');
    const touch = {
      utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'dv-2026', utm_term: 'vlsi course', utm_content: 'ad-1',
      gclid: 'Cj0KCQiA-abc_123', referrer: 'https://www.google.com/search', landing_page: '/asic-verification', at: '2026-11-02T09:00:00.000Z',
    };
    expect(readAttribution()).toEqual({ first: touch, last: touch });
  });

  it('a second page of the same site changes nothing', () => {
    load(AD);
    const before = localStorage.getItem(ATTRIBUTION_KEY);
    load('/about-us', 'http://localhost/asic-verification', T0 + 60_000);
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBe(before);
  });

  it('a return visit from another campaign is the last touch; the first stays', () => {
    load(AD);
    load('/?utm_source=facebook&utm_medium=paid_social&utm_campaign=retarget&fbclid=IwAR2xyz', 'https://l.facebook.com/', T0 + DAY);
    const a = readAttribution();
    expect(a.first).toMatchObject({ utm_campaign: 'dv-2026', gclid: 'Cj0KCQiA-abc_123', at: '2026-11-02T09:00:00.000Z' });
    expect(a.last).toEqual({
      utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'retarget', fbclid: 'IwAR2xyz',
      referrer: 'https://l.facebook.com/', landing_page: '/', at: '2026-11-03T09:00:00.000Z',
    });
  });

  it('keeps the first touch 90 days: after that the next campaign visit is first again', () => {
    load(AD);
    load('/?utm_source=newsletter&utm_medium=email', '', T0 + 89 * DAY);
    expect(readAttribution().first?.utm_source).toBe('google');
    load('/?utm_source=bing&utm_medium=cpc', '', T0 + 91 * DAY);
    expect(readAttribution().first).toMatchObject({ utm_source: 'bing', at: new Date(T0 + 91 * DAY).toISOString() });
  });

  it('forgets touches older than 90 days when read', () => {
    load(AD);
    jest.setSystemTime(T0 + 91 * DAY);
    expect(readAttribution()).toEqual({ first: undefined, last: undefined });
  });

  it('caps lengths and drops junk: control characters, click ids that are not tokens, parameters it does not know', () => {
    load(`/?utm_source=${'s'.repeat(400)}&utm_medium=c%0Apc&gclid=%3Cscript%3E&fbclid=ok-1&utm_campaign=%20%20`);
    const last = readAttribution().last!;
    expect(last.utm_source).toBe('s'.repeat(150));
    expect(last).not.toHaveProperty('utm_medium');
    expect(last).not.toHaveProperty('gclid');
    expect(last).not.toHaveProperty('utm_campaign');
    expect(last.fbclid).toBe('ok-1');
    expect(Object.keys(last).sort()).toEqual(['at', 'fbclid', 'landing_page', 'utm_source']);
  });

  it('cleans what storage holds again before a lead carries it (the visitor may edit it)', () => {
    localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({
      first: { utm_source: 'x'.repeat(999), gclid: 'a b', evil: 'y', at: new Date(T0).toISOString() }, last: 'junk',
    }));
    jest.setSystemTime(T0 + 1000);
    expect(readAttribution()).toEqual({ first: { utm_source: 'x'.repeat(150), at: new Date(T0).toISOString() }, last: undefined });
    localStorage.setItem(ATTRIBUTION_KEY, '{not json');
    expect(readAttribution()).toEqual({});
  });

  it('a plain visit (no campaign, no other site) stores nothing', () => {
    load('/', '');
    expect(localStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
  });
});
