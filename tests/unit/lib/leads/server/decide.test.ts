/** @jest-environment node */
// The gateway's rate and captcha rule, case by case; gateway.test.ts checks the same rule on the
// wire (statuses, Retry-After, siteverify calls).
import { decide, type Decision, type Facts } from '../../../../../lib/leads/server/decide';

// Every kind carries a captcha now (downloads and data requests too).
const under = { overLimit: null };
const over = { overLimit: 30 };

const cases: [string, Facts, Decision][] = [
  // The per-IP limit first: every POST counts, whatever it holds.
  ['a valid request: the per-IP limiter is asked first', { request: 'valid', token: true }, { then: 'ask-limit' }],
  ['an unreadable request: the per-IP limiter is asked first', { request: 'unreadable' }, { then: 'ask-limit' }],
  ['a bot: the per-IP limiter is asked first', { request: 'bot' }, { then: 'ask-limit' }],
  // A bot (honeypot filled): answered as usual, nothing kept, under or over the limit.
  ['a bot under the limit: answered as if stored', { ...under, request: 'bot' }, { then: 'pretend' }],
  ['a bot over the limit: answered as if stored', { ...over, request: 'bot' }, { then: 'pretend' }],
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
  // The document a lead form asks for with its lead rides on the lead's captcha (spec §4).
  ['a lead\'s document: its lead is looked up before Google', { ...under, request: 'valid', token: false, companion: 'ask' }, { then: 'ask-lead' }],
  ['a lead\'s document whose lead is stored: stored, Google not asked', { ...under, request: 'valid', token: false, companion: 'stored' }, { then: 'store' }],
  ["a held lead's document: held with it", { ...under, request: 'valid', token: false, companion: 'held' }, { then: 'hold' }],
  ['a document naming a lead that is not stored: Google is asked (and refuses a missing token)', { ...under, request: 'valid', token: false, companion: 'no' }, { then: 'ask-google' }],
  ['a lead\'s document over the limit without a token: 429, the lead not looked up', { ...over, request: 'valid', token: false, companion: 'ask' }, { then: 'too-many', wait: 30 }],
  ['a lead\'s document over the limit with a token: the captcha budget first', { ...over, request: 'valid', token: true, companion: 'ask' }, { then: 'ask-budget' }],
  ['a lead\'s document over the limit within the budget: its lead is looked up', { ...over, request: 'valid', token: true, companion: 'ask', budget: null }, { then: 'ask-lead' }],
];

describe('the gateway\'s rate and captcha decision', () => {
  it.each(cases)('%s', (_name, facts, decision) => {
    expect(decide(facts)).toEqual(decision);
  });
});
