// The e2e stack's mail service: global-setup starts a local SMTP server
// (tests/support/smtpStandIn.cjs) that appends each message it takes to this file.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import path from 'node:path';
import { E2E } from './ports';

export const SMTP_RECEIVED = path.join(E2E.dir, 'smtp-received.jsonl');

export interface ReceivedMail { to: string[]; from: string; subject: string; text: string; html: string; leadKey: string; arrivedAt: number }

/** Every message the SMTP server took this run. */
function receivedMail(): ReceivedMail[] {
  try {
    return readFileSync(SMTP_RECEIVED, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as ReceivedMail);
  } catch {
    return [];
  }
}

/** The messages sent to `address`. */
export const mailTo = (address: string) => receivedMail().filter((m) => m.to.includes(address));

/** The confirmation link in the first mail sent to `email`; waits up to a minute for the mail. */
export async function confirmLinkMailedTo(email: string): Promise<string> {
  await expect.poll(() => mailTo(email).length, { timeout: 60_000, intervals: [250] }).toBeGreaterThan(0);
  const link = mailTo(email)[0].text.match(new RegExp(`${E2E.siteUrl}/confirm\\?token=[\\w.-]+`))?.[0];
  expect(link, mailTo(email)[0].text).toBeDefined();
  return link!;
}
