// The e2e stack's mail service (issue 35): global-setup starts a local SMTP server
// (tests/support/smtpStandIn.cjs) that appends each message it takes to this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './ports';

export const SMTP_RECEIVED = path.join(E2E.dir, 'smtp-received.jsonl');

export interface ReceivedMail { to: string[]; from: string; subject: string; text: string; html: string; leadKey: string; arrivedAt: number }

/** Every message the SMTP server took this run. */
export function receivedMail(): ReceivedMail[] {
  try {
    return readFileSync(SMTP_RECEIVED, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as ReceivedMail);
  } catch {
    return [];
  }
}

/** The messages sent to `address`. */
export const mailTo = (address: string) => receivedMail().filter((m) => m.to.includes(address));
