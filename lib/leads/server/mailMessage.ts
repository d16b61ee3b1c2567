// What each email says: who gets which (wantsMail, a pure rule table like
// adConsent.ts's wantsConversion, asked by the queue when it queues a lead), which counsellors a
// lead is routed to, and the message a CMS template makes of a lead. Mustache, logic-less: a
// marketer's template can insert values and show a paragraph when a value exists, nothing else;
// values are HTML-escaped in the HTML part, and left as typed in the subject and the text part.
import Mustache from 'mustache';
import type { CounsellorRoute, MailContent, MailTemplate, MailTemplateKey } from '../../cms/mail';
import contract from '../../../shared/contract.json';
import { DOWNLOAD_ENDPOINTS } from '../downloads';
import { EMAIL_RE, isTestLead } from '../schema';
import { dataOf } from './adConsent';
import { e164 } from '../../../shared/person.cjs';

/** The mailer's destinations (queue.json): the acknowledgement to the person, the counsellors' alert. */
export type MailDestination = 'ack' | 'alert';
export const isMailDestination = (destination: string): destination is MailDestination => destination === 'ack' || destination === 'alert';

type LeadKind = 'lead' | 'download' | 'dataRequest';
const DOWNLOAD_PATHS = new Set<string>(Object.values(DOWNLOAD_ENDPOINTS));
/** What a stored lead is, by the CMS path it was stored under. */
export const leadKindOf = (path: string): LeadKind =>
  (path === contract.dataRequest.path ? 'dataRequest' : DOWNLOAD_PATHS.has(path) ? 'download' : 'lead');

/** The email-shaped address a lead carries, or null. */
export function emailOf(body: unknown): string | null {
  const email = (dataOf({ body }) as { email?: unknown }).email;
  return typeof email === 'string' && EMAIL_RE.test(email.trim()) ? email.trim() : null;
}

/**
 * Whether a stored lead gets this email. Never a QA test lead (it reaches the CMS only). The
 * person is acknowledged when the lead names an address to answer; the counsellors are alerted of
 * every lead and download, never of a data request (the grievance officer's, in the CMS).
 */
export function wantsMail(destination: MailDestination, body: unknown, path: string): boolean {
  if (isTestLead(body)) return false;
  if (destination === 'ack') return emailOf(body) !== null;
  return leadKindOf(path) !== 'dataRequest';
}

/** The page a lead came from ('/asic-verification'), from its url; null when it has none. */
function pageOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url || !URL.canParse(url, 'http://site.invalid')) return null;
  return new URL(url, 'http://site.invalid').pathname.replace(/\/+$/, '') || '/';
}

/** The counsellors of a lead: its page's address, else its lead source's, else the default (*). */
export function counsellorFor(routes: CounsellorRoute[], body: unknown): string | null {
  const data = dataOf({ body }) as { url?: unknown; leadSource?: unknown };
  const page = pageOf(data.url);
  const source = typeof data.leadSource === 'string' ? data.leadSource.trim().toLowerCase() : '';
  const find = (test: (match: string) => boolean) => routes.find((r) => test(r.match))?.email;
  return (page ? find((m) => m.startsWith('/') && (m.replace(/\/+$/, '') || '/') === page) : undefined)
    ?? (source ? find((m) => !m.startsWith('/') && m !== '*' && m.trim().toLowerCase() === source) : undefined)
    ?? find((m) => m === '*')
    ?? null;
}

/** The three parts of an email from a template and a view (values of the lead and its links). */
export function renderMail(template: MailTemplate, view: Record<string, unknown>): MailTemplate {
  // Mustache escapes HTML by default: right for the HTML part only. The subject and text part are
  // plain text, so their values are left as typed (an escaped "&amp;" would reach the reader).
  const plain = (s: string) => Mustache.render(s, view, undefined, { escape: (v: unknown) => String(v) });
  return { subject: plain(template.subject).replace(/\s+/g, ' ').trim(), text: plain(template.text), html: Mustache.render(template.html, view) };
}

/** What an email needs of a stored lead (queue.ts's LeadRow, named here: the queue imports this file). */
export type MailLead = { path: string; body: unknown; createdAt: Date; idempotencyKey: string };

/** Links the mailer is given for a lead: the document of a download, the confirmation of a request or opt-in. */
export interface MailLinks { document: { title: string; url: string } | null; confirmUrl: string | null }

export interface MailMessage { to: string; subject: string; text: string; html: string }

/** The acknowledgement's template for each kind of lead. */
const ACK_TEMPLATES: Record<LeadKind, MailTemplateKey> = { lead: 'ack-lead', download: 'ack-download', dataRequest: 'ack-data-request' };

/** The email of `destination` for a lead, or why none can be made. */
export function mailFor(
  destination: MailDestination, lead: MailLead, content: MailContent, links: MailLinks, siteUrl: string,
): MailMessage | { error: string } {
  const data = dataOf(lead) as Record<string, unknown>;
  const kind = leadKindOf(lead.path);
  const counsellorEmail = counsellorFor(content.routes, lead.body);
  const str = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '');
  // What the site itself says: its addresses, the document, the links it signs, the request's type.
  const site = {
    counsellorEmail: counsellorEmail ?? '',
    siteUrl,
    documentTitle: links.document?.title ?? '',
    documentUrl: links.document?.url ?? '',
    confirmUrl: links.confirmUrl ?? '',
    // The request's type as a flag ({{#erase}}…{{/erase}}): the words for each are the template's.
    ...Object.fromEntries(contract.dataRequest.types.map((t) => [t, str('requestType') === t])),
    kindLabel: kind === 'download' ? `download ${links.document?.title ?? ''}`.trim() : kind === 'dataRequest' ? 'data request' : `form ${lead.path}`,
    acceptedAt: lead.createdAt.toISOString(),
  };
  // The acknowledgement goes to any address anyone types: none of the visitor's words (a name such
  // as "verify at evil.example" would make it a phishing mail signed by our domain), whatever the
  // template asks for; the number only as the site writes it. The counsellors get everything.
  const view = destination === 'ack'
    ? { ...site, mobileNumber: e164(data.mobileNumber) ?? '' }
    : {
      ...site,
      ...Object.fromEntries(['name', 'email', 'mobileNumber', 'workExperience', 'state', 'country', 'message', 'leadSource', 'subSource', 'channel', 'url']
        .map((k) => [k, str(k)])),
      page: pageOf(data.url) ?? '',
      leadKey: lead.idempotencyKey,
    };
  const to = destination === 'alert' ? counsellorEmail : emailOf(lead.body);
  const key = destination === 'alert' ? 'alert' : ACK_TEMPLATES[kind];
  if (!to) return { error: destination === 'alert' ? 'no counsellor address (add one with match * in the CMS)' : 'the lead names no email address' };
  return { to, ...renderMail(content.templates[key], view) };
}
