// What the queue decides about a lead when it stores it, as pure functions tested by table
// (tests/unit/lib/leads/server/route.test.ts): which destinations it goes to now, which wait
// for a marketer's release, and how its person is recognised in a later lead (a repeat).
import { createHash } from 'node:crypto';
import contract from '../../../shared/contract.json';
import * as people from '../../../shared/person.cjs';
import { isTestLead } from '../schema';
import { dataOf, isAdPlatform, wantsConversion } from './adConsent';
import { isMailDestination, wantsMail } from './mailMessage';
import type names from './queue.json';

type Destination = keyof typeof names.destinations;

/** A lead whose email or phone matches one of this many days is marked as its repeat. */
export const REPEAT_WINDOW_DAYS = 30;

/** The CMS keeps the record of every lead, held or not. */
const RECORD: readonly Destination[] = ['cms'];
/**
 * What a data request gets beside the record: its person's acknowledgement (the confirmation
 * link). Never sales: it is a request about their data, not a lead.
 */
const PERSON: readonly Destination[] = ['ack'];
/** Sent only when the person confirms a link (the CMS is told), never when the lead is stored. */
const ON_CONFIRM: readonly Destination[] = ['confirm'];
/**
 * The data requests the CRM hears of, as their own events (destinations.ts
 * leadEvent), once the person confirmed them by the mailed link: its copy of the person must stop
 * being marketed to, or be erased. Never as a lead; an unconfirmed request reaches nobody, so a
 * stranger cannot withdraw or erase someone else in the CRM.
 */
const CRM_DATA_REQUESTS: readonly string[] = ['withdraw', 'erase'];
const requestTypeOf = (body: unknown) => (dataOf({ body }) as { requestType?: unknown }).requestType;

/**
 * The destinations a stored lead is queued for, of those configured. `stage`: 'accept' when it is
 * stored, 'release' when a marketer releases a held one (then what was held back, nothing twice).
 * - a QA test lead reaches the CMS only (flagged there; no mail either);
 * - a data request reaches the CMS and its person (the confirmation link): it is a person's
 *   request about their data, not a lead for sales or the ad platforms;
 * - a held lead or data request (no captcha was checked: Google gave no verdict) reaches the CMS
 *   only; the rest, the person's mail included, once a marketer releases it: else anyone could
 *   have the site mail any address while Google is slow or out of quota;
 * - an ad platform hears only of an opted-in visitor from its own ad (adConsent.ts); the mail
 *   goes only where wantsMail says (an address to write to; no alert for a data request).
 * 'confirm' when the person confirmed the mailed link: the CMS is told, and the CRM of a
 * withdrawal or an erasure (CRM_DATA_REQUESTS).
 */
export function routeOf(configured: readonly Destination[], lead: { path: string; body: unknown; held: boolean }, stage: 'accept' | 'release' | 'confirm'): Destination[] {
  if (stage === 'confirm') {
    const toCrm = lead.path === contract.dataRequest.path && CRM_DATA_REQUESTS.includes(String(requestTypeOf(lead.body)));
    return configured.filter((d) => ON_CONFIRM.includes(d) || (d === 'webhook' && toCrm));
  }
  const wanted = (d: Destination) => {
    if (isAdPlatform(d)) return wantsConversion(d, lead.body);
    return isMailDestination(d) ? wantsMail(d, lead.body, lead.path) : true;
  };
  if (isTestLead(lead.body)) return stage === 'accept' ? configured.filter((d) => d === 'cms') : [];
  if (stage === 'release' && !lead.held) return [];
  const request = lead.path === contract.dataRequest.path;
  return configured.filter((d) => {
    if (ON_CONFIRM.includes(d)) return false;
    if (request && !RECORD.includes(d) && !PERSON.includes(d)) return false;
    if (stage === 'accept' && lead.held) return RECORD.includes(d);
    if (stage === 'release' && RECORD.includes(d)) return false;
    return wanted(d);
  });
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Hashes of a lead's normalised email (trimmed, lower case) and phone (E.164), by which a later
 * lead of the same person is found. Hashes, not the values: the column is indexed and
 * kept beside the body, and emptied with it after the retention period.
 */
export function personOf(body: unknown): { emailHash: string | null; phoneHash: string | null } {
  const data = dataOf({ body }) as { email?: unknown; mobileNumber?: unknown };
  const email = people.normalEmail(data.email);
  const phone = people.e164(data.mobileNumber);
  return { emailHash: email && sha256(`email:${email}`), phoneHash: phone && sha256(`phone:${phone}`) };
}
