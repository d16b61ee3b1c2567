/** @jest-environment node */
// The mailed confirmation link: signed, expiring; single use is the queue's (integration).
import { CONFIRM_LINK_HOURS, confirmToken, confirms, readConfirmToken } from '../../../../../lib/leads/server/confirmLink';

const SECRET = 'a-long-random-secret-for-these-tests-0123456789';
const now = Date.parse('2026-11-26T10:00:00Z');

describe('confirmation tokens', () => {
  it('reads back the lead it was made for, until it expires', () => {
    const token = confirmToken(42, SECRET, now);
    expect(readConfirmToken(token, SECRET, now)).toEqual({ leadId: 42 });
    expect(readConfirmToken(token, SECRET, now + (CONFIRM_LINK_HOURS * 3600 - 1) * 1000)).toEqual({ leadId: 42 });
    expect(readConfirmToken(token, SECRET, now + (CONFIRM_LINK_HOURS * 3600 + 1) * 1000)).toEqual({ problem: 'expired' });
  });

  it('refuses a token for another lead, another secret, a longer life, or no token', () => {
    const [, exp, sig] = confirmToken(42, SECRET, now).split('.');
    expect(readConfirmToken(`43.${exp}.${sig}`, SECRET, now)).toEqual({ problem: 'invalid' });
    expect(readConfirmToken(`42.${Number(exp) + 3600}.${sig}`, SECRET, now)).toEqual({ problem: 'invalid' });
    expect(readConfirmToken(confirmToken(42, 'another-secret-of-enough-length-000000', now), SECRET, now)).toEqual({ problem: 'invalid' });
    for (const bad of [undefined, '', 'x', '42..', 42]) expect(readConfirmToken(bad, SECRET, now)).toEqual({ problem: 'invalid' });
  });
});

describe('what a link confirms', () => {
  it.each([
    ['a data request with an email', { path: '/api/data-request', body: { data: { requestType: 'erase', email: 'a@b.co' } } }, 'data-request'],
    ['a data request by phone only: no email to send a link to', { path: '/api/data-request', body: { data: { requestType: 'erase', mobileNumber: '+91 98765 43210' } } }, null],
    ['a download whose opt-in waits', { path: '/api/download/curiculam', body: { data: { email: 'a@b.co', marketingOptIn: false, optInPending: true } } }, 'opt-in'],
    ['a download without an opt-in', { path: '/api/download/curiculam', body: { data: { email: 'a@b.co', marketingOptIn: false } } }, null],
    ['a form lead', { path: '/api/global-contact-form', body: { data: { email: 'a@b.co', marketingOptIn: true } } }, null],
  ])('%s', (_name, lead, expected) => {
    expect(confirms(lead)).toBe(expected);
  });
});
