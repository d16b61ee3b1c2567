import contract from '../../shared/contract.json';
import type { Consent } from './schema';
import type { Attribution, Touch } from './attribution';

// Spec §7: download type → CMS path, and the body each one takes. The browser posts to the
// same path on the site's own origin; the gateway forwards it to the CMS.
// The table itself is in the lead contract the CMS reads too (contract.json).
export const DOWNLOAD_ENDPOINTS = contract.downloads;

export type DownloadType = keyof typeof DOWNLOAD_ENDPOINTS;

export const DOWNLOAD_TYPES = Object.keys(DOWNLOAD_ENDPOINTS) as DownloadType[];

/** The vlsi-resources whitepaper carries the email only (spec §3, §7). */
export const EMAIL_ONLY_DOWNLOADS: ReadonlySet<DownloadType> = new Set(contract.emailOnlyDownloads as DownloadType[]);

/** `consent`: the notice version shown beside the form and the opt-in; the spec's body without it. */
export function downloadBody(
  type: DownloadType, id: string, email: string, consent?: Consent, attribution?: Attribution,
): { data: { id?: string; email: string; firstTouch?: Touch; lastTouch?: Touch } & Partial<Consent> } {
  return {
    data: {
      ...(EMAIL_ONLY_DOWNLOADS.has(type) ? { email } : { id, email }), ...consent,
      // Where the visitor came from, as a lead carries it (a document given for an email is a lead too).
      ...(attribution?.first ? { firstTouch: attribution.first } : {}),
      ...(attribution?.last ? { lastTouch: attribution.last } : {}),
    },
  };
}

/** Path under /api/download/ (the catch-all route's segments) → type. */
export function downloadTypeOfPath(path: string): DownloadType | undefined {
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return DOWNLOAD_TYPES.find((t) => DOWNLOAD_ENDPOINTS[t] === clean || DOWNLOAD_ENDPOINTS[t] === `/api/download${clean}`);
}

/** Lead form endpoints (spec §7). */
export const LEAD_ENDPOINTS = {
  contact: contract.forms.contact.path,
  referAndEarn: contract.forms.referAndEarn.path,
};

/**
 * The idempotency key of the document a lead form asks for after its lead (spec §4): the lead's
 * own, suffixed, so the gateway lets it ride on that lead's captcha (Google answers a token once).
 */
const AFTER_LEAD = '-download';
export const downloadKeyAfterLead = (leadKey: string) => `${leadKey}${AFTER_LEAD}`;
/** The lead key a download's key names, when it is one of downloadKeyAfterLead's; else null. */
export const leadKeyOfDownload = (key: string): string | null =>
  (key.endsWith(AFTER_LEAD) && key.length > AFTER_LEAD.length ? key.slice(0, -AFTER_LEAD.length) : null);
