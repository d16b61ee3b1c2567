// The link mailed to a person to confirm a data request or a download's marketing opt-in:
// signed, expiring, and single use (the queue stamps the lead once, queue.confirm).
// The token names the lead and its expiry, with an HMAC-SHA256 over both, so it is checked
// without a lookup and cannot be made for another lead without the secret. The page behind the
// link asks for a click (POST /api/confirm): mail scanners fetch links, and a fetch confirms nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import contract from '../../../shared/contract.json';
import { dataOf } from './adConsent';
import { emailOf } from './mailMessage';
import type { LeadRow } from './queue';

/** How long a link works: two days, then the person sends the request again. */
export const CONFIRM_LINK_HOURS = 48;
/** The page a link opens (pages/confirm.tsx). */
const CONFIRM_PATH = '/confirm';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`confirm:${payload}`).digest('base64url');

/** `<leadId>.<expiry, seconds>.<signature>`. */
export function confirmToken(leadId: number, secret: string, now = Date.now()): string {
  const payload = `${leadId}.${Math.floor(now / 1000) + CONFIRM_LINK_HOURS * 3600}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { leadId: number } | { problem: 'invalid' | 'expired' };

export function readConfirmToken(token: unknown, secret: string, now = Date.now()): TokenCheck {
  const m = typeof token === 'string' ? /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!m) return { problem: 'invalid' };
  const expected = Buffer.from(sign(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
  if (Number(m[2]) * 1000 < now) return { problem: 'expired' };
  return { leadId: Number(m[1]) };
}

/** What a lead's link confirms, or null when it needs none: a data request, a download's opt-in. */
export function confirms(lead: Pick<LeadRow, 'path' | 'body'>): 'data-request' | 'opt-in' | null {
  // A request by phone alone has no address to mail a link to: it stays unconfirmed for the officer.
  if (lead.path === contract.dataRequest.path) return emailOf(lead.body) ? 'data-request' : null;
  return (dataOf(lead) as { optInPending?: unknown }).optInPending === true ? 'opt-in' : null;
}

/**
 * The links' signing key: LEADS_CONFIRM_SECRET, or on a developer's machine one derived from the
 * lead token the local stack generates (the public profile requires the variable); null: off.
 */
export function confirmSecret(env: { LEADS_CONFIRM_SECRET?: string; LEAD_FORWARD_TOKEN?: string }): string | null {
  if (env.LEADS_CONFIRM_SECRET) return env.LEADS_CONFIRM_SECRET;
  return env.LEAD_FORWARD_TOKEN ? createHmac('sha256', env.LEAD_FORWARD_TOKEN).update('maven confirm links').digest('hex') : null;
}

/** The link for the acknowledgement mail (lib/leads/server/mail.ts), or null when the lead needs none. */
export const confirmUrl = (siteUrl: string, secret: string) => (lead: LeadRow): string | null =>
  (confirms(lead) ? `${siteUrl.replace(/\/$/, '')}${CONFIRM_PATH}?token=${confirmToken(lead.id, secret)}` : null);
