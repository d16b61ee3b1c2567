/** @jest-environment node */
// The gateway's rate and captcha rule, case by case; gateway.test.ts checks the same rule on the
// wire (statuses, Retry-After, siteverify calls).
import { decide, type Decision, type Facts } from '../../../../../lib/leads/server/decide';

// Every kind carries a captcha now (issue 35: downloads and data requests too).
const under = { overLimit: null };
const over = { overLimit: 30 };

const cases: [string, Facts, Decision][] = [
  // Before the body is read.
  ['under the limit: read', { ...under }, { then: 'read' }],
  ['over the limit: read (it may carry a valid captcha)', { ...over }, { then: 'read' }],
  // An unreadable body (content type, size, JSON, key, shape).
  ['unreadable under the limit: its own 4xx', { ...under, request: 'unreadable' }, { then: 'refuse', why: 'own' }],
  ['unreadable over the limit: 429', { ...over, request: 'unreadable' }, { then: 'too-many', wait: 30 }],
  // Field errors.
  ['field errors under the limit: their messages', { ...under, request: 'invalid', token: false }, { then: 'refuse', why: 'own' }],
  ['over the limit without a token: 429 before the field messages', { ...over, request: 'invalid', token: false }, { then: 'too-many', wait: 30 }],
  ['over the limit with a token: the field messages', { ...over, request: 'invalid', token: true }, { then: 'refuse', why: 'own' }],
  ['over the limit, a valid request without a token: 429', { ...over, request: 'valid', token: false }, { then: 'too-many', wait: 30 }],
  // Valid requests.
  ['a valid request under the limit: Google is asked', { ...under, request: 'valid', token: true }, { then: 'ask-google' }],
  ['under the limit without a token: Google is asked (and refuses)', { ...under, request: 'valid', token: false }, { then: 'ask-google' }],
  ['under the limit, Google accepts: stored', { ...under, request: 'valid', token: true, verified: 'yes' }, { then: 'store' }],
  ['under the limit, Google refuses: Invalid Captcha', { ...under, request: 'valid', token: true, verified: 'no' }, { then: 'refuse', why: 'captcha' }],
  ['under the limit, Google cannot be reached: stored, held for a marketer', { ...under, request: 'valid', token: true, verified: 'unreachable' }, { then: 'hold' }],
  ['over the limit: the captcha limiter is asked before Google', { ...over, request: 'valid', token: true }, { then: 'ask-budget' }],
  ['over the limit and over the captcha budget: 429, the longer wait, Google not asked', { ...over, request: 'valid', token: true, budget: 45 }, { then: 'too-many', wait: 45 }],
  ['over both limits, the per-IP wait longer: 429 with it', { ...over, request: 'valid', token: true, budget: 5 }, { then: 'too-many', wait: 30 }],
  ['over the limit, within the budget: Google is asked', { ...over, request: 'valid', token: true, budget: null }, { then: 'ask-google' }],
  ['over the limit, Google accepts: stored (a campus behind one address)', { ...over, request: 'valid', token: true, budget: null, verified: 'yes' }, { then: 'store' }],
  ['over the limit, Google refuses: 429, not Invalid Captcha', { ...over, request: 'valid', token: true, budget: null, verified: 'no' }, { then: 'too-many', wait: 30 }],
  ['over the limit, Google cannot be reached: 429 (the per-address limit still applies)', { ...over, request: 'valid', token: true, budget: null, verified: 'unreachable' }, { then: 'too-many', wait: 30 }],
];

describe('the gateway\'s rate and captcha decision', () => {
  it.each(cases)('%s', (_name, facts, decision) => {
    expect(decide(facts)).toEqual(decision);
  });
});
