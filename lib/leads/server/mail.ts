// The mailer: the acknowledgement to whoever writes and the counsellors' alert, two
// destinations of the durable lead queue (queue.json: ack, alert). Each is a Sender, so pg-boss
// gives them retry with backoff, the dead letter and the probe like the CMS and the webhook, and
// the visitor's 200 never waits for SMTP. One pooled SMTP connection set (nodemailer) serves
// both. What each email says is mailMessage.ts's; the templates and addresses are the CMS's.
import nodemailer, { type TransportOptions } from 'nodemailer';
import { Pool } from 'pg';
import { getPage } from '../../cms';
import type { MailContent } from '../../cms/mail';
import type { PageDocument } from '../../cms/types';
import { FREE_RESOURCES_PATH } from '../../constants';
import { DOWNLOAD_ENDPOINTS, DOWNLOAD_TYPES } from '../downloads';
import { RESOURCES } from '../resources';
import { dataOf } from './adConsent';
import { logEvent } from '../../log';
import type { SendOutcome, Sender } from './destinations';
import { leadKindOf, mailFor, type MailDestination, type MailLinks } from './mailMessage';
import { claimAck } from './leadStore';
import { personOf } from './route';
import type { LeadRow } from './queue';

export interface MailConfig {
  /** nodemailer's connection URL (SMTP_URL): smtp://… or smtps://…; never logged (it holds the password). */
  smtpUrl: string;
  from: string;
  replyTo?: string;
  /** The site's address, for links in the emails. */
  siteUrl: string;
  timeoutMs: number;
}

export interface MailDeps {
  /** The templates and counsellor addresses (lib/cms mailContentReader: cached, seed defaults). */
  content: () => Promise<MailContent>;
  /**
   * The signed confirmation link of a data request, or of a download's marketing opt-in (made by
   * the confirmation code); null: none, and the template leaves its paragraph out.
   */
  confirmUrl: (lead: LeadRow) => string | null;
  /** A download's document: its title and a link to it. */
  document: (lead: LeadRow) => Promise<{ title: string; url: string } | null>;
  /** Whether this lead's acknowledgement may go (ackQuota): the limits per address and per hour. */
  ackQuota: AckQuota;
}

/** 'repeat': the address had one within a day; 'capped': the site sent MAIL_ACKS_PER_HOUR this hour. */
export interface AckQuota { claim(lead: LeadRow): Promise<'send' | 'repeat' | 'capped'> }

/**
 * Anyone can type any address into a form, as often as the rate limit lets them: at most one
 * acknowledgement a day per address and kind of mail, and `perHour` for the whole site, counted in Postgres (the
 * store every instance shares; leadStore.ts claimAck), so neither a victim's inbox nor the mail
 * provider's complaint rate is the attacker's to fill. Over the hourly cap the alert fires
 * (maven_mail_acks_skipped_total{reason="hourly_cap"}, docs/operating.md).
 */
export function ackQuota(databaseUrl: string, perHour: number): AckQuota {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (err) => logEvent('mail.quota_error', { error: err.message }));
  return {
    async claim(lead) {
      const address = personOf(lead.body).emailHash;
      // No address: mailFor says why nothing can be sent.
      return address ? claimAck(pool, { address, kind: mailKindOf(lead), leadId: lead.id, perHour }) : 'send';
    },
  };
}

/**
 * Which daily allowance an acknowledgement takes: a thank-you, a document, or each kind of data
 * request's confirmation link. One allowance for all of them kept a person who wrote in the
 * morning from the link of their afternoon's data request, which then could never be confirmed;
 * this way a stranger can still send one address at most six mails a day.
 */
function mailKindOf(lead: LeadRow): string {
  const kind = leadKindOf(lead.path);
  if (kind !== 'dataRequest') return kind;
  const type = (lead.body as { data?: { requestType?: unknown } } | null)?.data?.requestType;
  return `${kind}:${typeof type === 'string' ? type.slice(0, 20) : ''}`;
}

/**
 * An SMTP answer that retrying the same message cannot change: the server refused the recipient
 * or the address (5xx on the envelope). Anything else (connection, timeout, 4xx, a 5xx to the
 * login) is retried with backoff, then dead-lettered for the operator to redrive.
 */
export function smtpOutcome(err: unknown): SendOutcome {
  const e = err as Error & { code?: string; responseCode?: number };
  const status = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const permanent = e.code === 'EENVELOPE' && status !== undefined && status >= 500;
  return { ok: false, permanent, status, error: `SMTP ${e.code ?? e.name}${status ? ` ${status}` : ''}: ${String(e.message).slice(0, 200)}` };
}

/** SMTP connections per instance: a batch's emails queue for them (most mail services allow a few per client). */
const POOL_CONNECTIONS = 5;

/** The ack and alert senders over one SMTP transport. */
export function mailSenders(config: MailConfig, deps: MailDeps): Sender[] {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // A pool reuses connections: one handshake (and TLS) per connection, not per email, at 200 leads/s.
    pool: true, maxConnections: POOL_CONNECTIONS,
    connectionTimeout: config.timeoutMs, greetingTimeout: config.timeoutMs, socketTimeout: config.timeoutMs,
  } as TransportOptions);

  const domain = /@([^\s@<>]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost';
  const sender = (destination: MailDestination): Sender => ({
    destination,
    // "Within a minute", not a millisecond: a second of gathering makes batches of a burst.
    batchSize: 50,
    gatherMs: 1_000,
    async send(leads) {
      let content: MailContent;
      try {
        content = await deps.content();
      } catch (err) {
        return leads.map(() => ({ ok: false, permanent: false, error: `mail content: ${(err as Error).message}` }));
      }
      const sentAt: number[] = [];
      const skipped = { repeat: 0, hourly_cap: 0 };
      const outcomes = await Promise.all(leads.map(async (lead): Promise<SendOutcome> => {
        let verdict: Awaited<ReturnType<AckQuota['claim']>> = 'send';
        try {
          if (destination === 'ack') verdict = await deps.ackQuota.claim(lead);
        } catch (err) {
          return { ok: false, permanent: false, error: `mail quota: ${(err as Error).message}` };
        }
        try {
          if (verdict !== 'send') {
            skipped[verdict === 'repeat' ? 'repeat' : 'hourly_cap'] += 1;
            // Done with, not sent: no retry, no dead letter (an attacker must not trip that alert either).
            return { ok: true, status: 204 };
          }
          const links: MailLinks = {
            document: destination === 'ack' ? await deps.document(lead) : null,
            confirmUrl: destination === 'ack' ? deps.confirmUrl(lead) : null,
          };
          const message = mailFor(destination, lead, content, links, config.siteUrl);
          if ('error' in message) return { ok: false, permanent: true, status: 422, error: message.error };
          await transport.sendMail({
            from: config.from, ...(config.replyTo ? { replyTo: config.replyTo } : {}), ...message,
            // Delivery is at least once (an instance killed between the send and its mark sends again):
            // one Message-ID per lead and email, so a mail program can tell the second copy is the first
            // (a key may hold ":", which a Message-ID may not).
            messageId: `<${lead.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '-')}.${destination}@${domain}>`,
            // The lead's key: a mail program (and a test) can tell one lead's email from another's.
            headers: { 'X-Lead-Key': lead.idempotencyKey },
          });
          sentAt.push(Date.now() - lead.createdAt.getTime());
          return { ok: true, status: 250 };
        } catch (err) {
          return smtpOutcome(err);
        }
      }));
      for (const [reason, emails] of Object.entries(skipped)) if (emails) logEvent('mail.ack_skipped', { reason, emails });
      if (sentAt.length) {
        // One line per batch (the forwarder logs the ids); no address: the log masks them anyway.
        logEvent('mail.sent', { destination, emails: sentAt.length, slowestSecondsSinceAccept: Math.round(Math.max(...sentAt)) / 1000 });
      }
      return outcomes;
    },
    probe: () => transport.verify().then(() => true, () => false),
  });
  return [sender('ack'), sender('alert')];
}

// The document a download's acknowledgement links to: the file the free resource library's entry
// in the CMS gives for the download id (served by this origin's media proxy), else the library's
// page. The library's documents are asked once a minute, not once per email.
const LIBRARY_CACHE_MS = 60_000;
let library: { documents: Record<string, PageDocument>; until: number } | null = null;
async function libraryDocuments(): Promise<Record<string, PageDocument>> {
  if (library && Date.now() < library.until) return library.documents;
  const page = await getPage(FREE_RESOURCES_PATH);
  // A failed read keeps what was known; it is asked again at the next email.
  if (page.source === 'default' && library) return library.documents;
  library = { documents: page.value?.documents ?? {}, until: page.source === 'fresh' ? Date.now() + LIBRARY_CACHE_MS : 0 };
  return library.documents;
}

/** A download's document, title and absolute link; null for anything but a download. */
export async function downloadDocument(lead: Pick<LeadRow, 'path' | 'body'>, siteUrl: string): Promise<{ title: string; url: string } | null> {
  const type = DOWNLOAD_TYPES.find((t) => DOWNLOAD_ENDPOINTS[t] === lead.path);
  if (!type) return null;
  const id = String((dataOf(lead) as { id?: unknown }).id ?? '');
  const resource = RESOURCES.find((r) => r.type === type && r.id === id) ?? RESOURCES.find((r) => r.type === type);
  const doc = (await libraryDocuments())[id || resource?.id || ''];
  const title = doc?.title || resource?.title || 'your document';
  return { title, url: new URL(doc?.file?.url ?? FREE_RESOURCES_PATH, siteUrl).toString() };
}
