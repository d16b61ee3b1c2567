/** @jest-environment node */
// The gateway's rate and captcha rule, case by case; gateway.test.ts checks the same rule on the
// wire (statuses, Retry-After, siteverify calls).
import { decide, type Decision, type Facts } from '../../../../../lib/leads/server/decide';

const form = { captcha: true };
const other = { captcha: false }; // a download or a data request
const under = { overLimit: null };
const over = { overLimit: 30 };

const cases: [string, Facts, Decision][] = [
  // Before the body is read.
  ['a form lead under the limit is read', { ...form, ...under }, { then: 'read' }],
  ['a form lead over the limit is read (it may carry a valid captcha)', { ...form, ...over }, { then: 'read' }],
  ['a download under the limit is read', { ...other, ...under }, { then: 'read' }],
  ['a download or data request over the limit: 429 before it is read', { ...other, ...over }, { then: 'too-many', wait: 30 }],
  ['over the limit, what carries no captcha is 429 whatever its body', { ...other, ...over, request: 'unreadable' }, { then: 'too-many', wait: 30 }],
  // An unreadable body (content type, size, JSON, key, shape).
  ['unreadable under the limit: its own 4xx', { ...form, ...under, request: 'unreadable' }, { then: 'refuse', why: 'own' }],
  ['unreadable over the limit: 429', { ...form, ...over, request: 'unreadable' }, { then: 'too-many', wait: 30 }],
  // Field errors.
  ['field errors under the limit: their messages', { ...form, ...under, request: 'invalid', token: false }, { then: 'refuse', why: 'own' }],
  ['a download with field errors under the limit: their messages', { ...other, ...under, request: 'invalid', token: false }, { then: 'refuse', why: 'own' }],
  ['over the limit without a token: 429 before the field messages', { ...form, ...over, request: 'invalid', token: false }, { then: 'too-many', wait: 30 }],
  ['over the limit with a token: the field messages', { ...form, ...over, request: 'invalid', token: true }, { then: 'refuse', why: 'own' }],
  ['over the limit, a valid lead without a token: 429', { ...form, ...over, request: 'valid', token: false }, { then: 'too-many', wait: 30 }],
  // Valid requests.
  ['a valid download or data request under the limit is stored', { ...other, ...under, request: 'valid', token: false }, { then: 'store' }],
  ['a valid form lead under the limit: Google is asked', { ...form, ...under, request: 'valid', token: true }, { then: 'ask-google' }],
  ['under the limit, Google accepts: stored', { ...form, ...under, request: 'valid', token: true, verified: true }, { then: 'store' }],
  ['under the limit, Google refuses: Invalid Captcha', { ...form, ...under, request: 'valid', token: true, verified: false }, { then: 'refuse', why: 'captcha' }],
  ['over the limit: the captcha limiter is asked before Google', { ...form, ...over, request: 'valid', token: true }, { then: 'ask-budget' }],
  ['over the limit and over the captcha budget: 429, the longer wait, Google not asked', { ...form, ...over, request: 'valid', token: true, budget: 45 }, { then: 'too-many', wait: 45 }],
  ['over both limits, the per-IP wait longer: 429 with it', { ...form, ...over, request: 'valid', token: true, budget: 5 }, { then: 'too-many', wait: 30 }],
  ['over the limit, within the budget: Google is asked', { ...form, ...over, request: 'valid', token: true, budget: null }, { then: 'ask-google' }],
  ['over the limit, Google accepts: stored (a campus behind one address)', { ...form, ...over, request: 'valid', token: true, budget: null, verified: true }, { then: 'store' }],
  ['over the limit, Google refuses: 429, not Invalid Captcha', { ...form, ...over, request: 'valid', token: true, budget: null, verified: false }, { then: 'too-many', wait: 30 }],
];

describe('the gateway\'s rate and captcha decision', () => {
  it.each(cases)('%s', (_name, facts, decision) => {
    expect(decide(facts)).toEqual(decision);
  });
});
