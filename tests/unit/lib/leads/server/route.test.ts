/** @jest-environment node */
// Which destinations a stored lead is queued for, and how a person is recognised.
import { personOf, routeOf } from '../../../../../lib/leads/server/route';
import { e164, isPerson, normalEmail, samePhone } from '../../../../../shared/person.cjs';

const ALL = ['cms', 'webhook', 'google', 'meta', 'confirm', 'ack', 'alert'] as const;
const lead = (data: Record<string, unknown>, o: { path?: string; held?: boolean } = {}) => ({ path: o.path ?? '/api/global-contact-form', body: { data }, held: o.held ?? false });
const person = { email: 'asha@example.com', mobileNumber: '+91-98765-43210' };
const fromGoogleAd = { ...person, adMeasurementOptIn: true, lastTouch: { gclid: 'G-1', at: '2026-11-26T00:00:00Z' } };

describe('routeOf: where a stored lead goes', () => {
  it.each([
    ['a lead: the CMS, the webhook, both emails (no ad: no platform; confirm never at accept)', lead(person), 'accept', ['cms', 'webhook', 'ack', 'alert']],
    ['an opted-in lead from a Google ad: Google too', lead(fromGoogleAd), 'accept', ['cms', 'webhook', 'google', 'ack', 'alert']],
    ['a lead by phone only: no acknowledgement to write to', lead({ mobileNumber: '+91-98765-43210' }), 'accept', ['cms', 'webhook', 'alert']],
    // Held: no captcha was checked, so nobody is mailed on its word until a marketer releases it.
    ['a held lead: the CMS only, no acknowledgement yet', lead(fromGoogleAd, { held: true }), 'accept', ['cms']],
    ['a held lead released: everything held back, its acknowledgement too, not the CMS again', lead(fromGoogleAd, { held: true }), 'release', ['webhook', 'google', 'ack', 'alert']],
    ['a held data request: the CMS only, no confirmation link yet', lead({ requestType: 'erase', email: 'a@b.co' }, { path: '/api/data-request', held: true }), 'accept', ['cms']],
    ['a held data request released: its confirmation link, never sales', lead({ requestType: 'erase', email: 'a@b.co' }, { path: '/api/data-request', held: true }), 'release', ['ack']],
    ['a data request that was not held is not released again', lead({ requestType: 'erase', email: 'a@b.co' }, { path: '/api/data-request' }), 'release', []],
    ['a lead that was not held is not released again', lead(person), 'release', []],
    ['a QA test lead: the CMS only', lead({ email: 'qa@maven.test' }), 'accept', ['cms']],
    ['a held QA test lead released: nothing', lead({ email: 'qa@maven.test' }, { held: true }), 'release', []],
    ['a data request: the CMS and its confirmation mail, never sales', lead({ requestType: 'erase', email: 'a@b.co' }, { path: '/api/data-request' }), 'accept', ['cms', 'ack']],
    ['a data request by phone: the CMS only', lead({ requestType: 'erase', mobileNumber: '+91 98765 43210' }, { path: '/api/data-request' }), 'accept', ['cms']],
  ] as const)('%s', (_name, l, stage, expected) => {
    expect(routeOf(ALL, l, stage)).toEqual(expected);
  });

  it('only what is configured', () => {
    expect(routeOf(['cms'], lead(fromGoogleAd), 'accept')).toEqual(['cms']);
  });

  // The CRM hears of a withdrawal or an erasure the person confirmed, as its own event.
  it.each([
    ['a confirmed withdrawal: the CMS is told, and the CRM (its own event)', lead({ requestType: 'withdraw', email: 'a@b.co' }, { path: '/api/data-request' }), ['webhook', 'confirm']],
    ['a confirmed erasure: the CMS and the CRM', lead({ requestType: 'erase', email: 'a@b.co' }, { path: '/api/data-request' }), ['webhook', 'confirm']],
    ['a confirmed request to see the data: the CMS only, sales never hear of it', lead({ requestType: 'access', email: 'a@b.co' }, { path: '/api/data-request' }), ['confirm']],
    ["a download's confirmed opt-in: the CMS only", lead({ id: 'doc', email: 'a@b.co', optInPending: true }, { path: '/api/download/curriculam' }), ['confirm']],
  ] as const)('confirm stage, %s', (_name, l, expected) => {
    expect(routeOf(ALL, l, 'confirm')).toEqual(expected);
    expect(routeOf(['cms', 'confirm'], l, 'confirm')).toEqual(['confirm']);
  });
});

describe('personOf: the same person, however they wrote', () => {
  it('one email in any case and spacing, one phone in any format, are one person', () => {
    const a = personOf({ data: { email: ' Asha@Example.com ', mobileNumber: '+91-98765-43210' } });
    const b = personOf({ data: { email: 'asha@example.com', mobileNumber: '+91 98765 43210' } });
    expect(a).toEqual(b);
    expect(a.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(personOf({ data: { email: 'other@example.com', mobileNumber: '+91-98765-43211' } })).toEqual({ emailHash: expect.not.stringMatching(a.emailHash!), phoneHash: expect.not.stringMatching(a.phoneHash!) });
  });
  it('nothing to recognise: no hashes', () => {
    expect(personOf({ data: { email: '', mobileNumber: '12' } })).toEqual({ emailHash: null, phoneHash: null });
    expect(personOf({})).toEqual({ emailHash: null, phoneHash: null });
  });
  it('e164', () => {
    expect(e164('+91-98765-43210')).toBe('+919876543210');
    expect(e164('(+1) 415.555.0100')).toBe('+14155550100');
    expect(e164('hello')).toBeNull();
  });
  it('exact numbers: the same number written another way is one, a stranger with the same last 8 digits is not', () => {
    expect(samePhone('+91 98765 43210', '+919876543210')).toBe(true);
    expect(samePhone('0091-98765-43210', '+91-98765-43210')).toBe(true);
    expect(samePhone('+1 417 654 3210', '+91-98765-43210')).toBe(false);
    expect(samePhone('+91-99765-43210', '+91-98765-43210')).toBe(false);
    expect(samePhone('hello', 'hello')).toBe(false);
    expect(normalEmail(' Asha@Example.COM ')).toBe('asha@example.com');
    expect(normalEmail('   ')).toBeNull();
  });
  it('a stored record is the person by its exact email or number, as every store filters its candidates', () => {
    const who = { email: 'asha@example.com', phone: '+919876543210' };
    expect(isPerson({ email: ' Asha@Example.com', phone: '' }, who)).toBe(true);
    expect(isPerson({ email: 'other@example.com', phone: '+91-98765-43210' }, who)).toBe(true);
    expect(isPerson({ email: 'other@example.com', phone: '+1 417 654 3210' }, who)).toBe(false);
    expect(isPerson({ email: 'asha@example.com', phone: null }, { email: null, phone: '+919876543210' })).toBe(false);
  });
});
