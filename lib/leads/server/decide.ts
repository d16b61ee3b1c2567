// The gateway's rate and captcha rule as one pure function, so the rule reads in one place and
// its table of cases is tested without a request, a limiter or Google
// (tests/unit/lib/leads/server/decide.test.ts). It also says which fact to find out next (the
// per-IP limit, the captcha limiter's budget, a lead's being stored, Google's verdict): the
// gateway only asks what it is told to and feeds the answer back.
// The rule: a campus behind one address sends many real leads at once, so over the per-IP limit
// a request still goes on to its captcha, and only a token Google refuses (or none) makes it a
// 429. Every kind carries a captcha (form leads, downloads, data requests). Over the
// limit, Google is asked only within the captcha limiter's budget, so a flood of forged tokens
// costs a bounded number of siteverify calls. When Google cannot be reached at all, a request
// below the limit is kept but held: a marketer releases it (an outage of Google or a
// firewall change must not turn every visitor away).

/** What the gateway knows of a request when it decides (it reads the request first); what it has not found out yet is undefined. */
export interface Facts {
  /** Seconds to wait when the address is over the per-IP limit, else null. Every POST counts. */
  overLimit?: number | null;
  /** What reading the request found: no readable body of its kind, a bot's (honeypot), field errors, or a lead to store. */
  request: 'unreadable' | 'bot' | 'invalid' | 'valid';
  /** The request carries a captcha token. */
  token?: boolean;
  /** The captcha limiter's answer (seconds to wait, or null): asked over the limit only. */
  budget?: number | null;
  /**
   * The document a lead form asks for with its lead (spec §4) rides on that lead's captcha, which
   * Google answers once: its key names the lead ('ask': not looked up yet), which must be a recent
   * form lead of the same email ('stored'; 'held' when that lead waits for a marketer). Undefined
   * for every other request.
   */
  companion?: 'ask' | 'stored' | 'held' | 'no';
  /** Google's verdict on the token; 'unreachable' when siteverify gave none (network, timeout, 5xx). */
  verified?: 'yes' | 'no' | 'unreachable';
}

/** Find out the next fact: ask the per-IP limiter, ask the captcha limiter, look up the lead, ask Google. */
type Ask = 'ask-limit' | 'ask-budget' | 'ask-lead' | 'ask-google';

export type Decision =
  | { [A in Ask]: { then: A } }[Ask]
  /** Store the lead; 'pretend': answer a bot as if stored, keep nothing. */
  | { then: 'store' | 'pretend' }
  /** Store it held: not sent to sales until a marketer releases it. */
  | { then: 'hold' }
  /** The request's own 4xx (what reading found), or 'Invalid Captcha'. */
  | { then: 'refuse'; why: 'own' | 'captcha' }
  | { then: 'too-many'; wait: number };

export function decide(f: Facts): Decision {
  if (f.overLimit === undefined) return { then: 'ask-limit' };
  const over = f.overLimit;
  // A bot is answered as usual whatever its address sent before: it learns nothing.
  if (f.request === 'bot') return { then: 'pretend' };
  // Over the limit, what cannot carry a valid captcha is refused for rate, before any 4xx of its own.
  if (over !== null && (f.request === 'unreadable' || f.token === false)) return { then: 'too-many', wait: over };
  if (f.request !== 'valid') return { then: 'refuse', why: 'own' };
  if (over !== null) {
    if (f.budget === undefined) return { then: 'ask-budget' };
    if (f.budget !== null) return { then: 'too-many', wait: Math.max(f.budget, over) };
  }
  if (f.verified === undefined) {
    if (f.companion === 'ask') return { then: 'ask-lead' };
    // A held lead's document is held with it: sales hear of neither until the release.
    if (f.companion === 'held') return { then: 'hold' };
    return f.companion === 'stored' ? { then: 'store' } : { then: 'ask-google' };
  }
  if (f.verified === 'yes') return { then: 'store' };
  // Unverified: over the limit that is a 429 whatever the reason; below it, Google's refusal is
  // the visitor's to fix, and Google's silence is ours (held).
  if (over !== null) return { then: 'too-many', wait: over };
  return f.verified === 'no' ? { then: 'refuse', why: 'captcha' } : { then: 'hold' };
}
