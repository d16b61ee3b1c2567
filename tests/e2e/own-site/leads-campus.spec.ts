// A college lab behind one address after a seminar. A site of the e2e build with the
// default rate limit (20 lead requests a minute per address; the e2e stack's own site runs with
// the limit off so the other journeys can share 127.0.0.1).
import path from 'node:path';
import { expect, test } from '../support/test';
import { leadBody, post } from '../support/cluster-leads';
import { waitForLeads } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { readState, stack } from '../support/stack';

const PORT = E2E.ownSitePorts.campus;
const base = `http://127.0.0.1:${PORT}`;
const json = { 'content-type': 'application/json' };

test('a campus behind one address: 60 leads with valid captchas within a minute all reach the CMS; 60 forged ones are limited as before', async () => {
  test.setTimeout(240_000);
  const site = await stack.startSite({
    port: PORT, env: { ...readState().siteEnv!, LEADS_RATE_LIMIT: '20', LEADS_RATE_WINDOW_MS: '60000' }, logFile: path.join(E2E.dir, 'campus-site.log'),
  });
  try {
    const tag = `campus-${Date.now().toString(36)}`;
    // 60 students submit within 30 s, from the lab's one address.
    const started = Date.now();
    const sent: Promise<number>[] = [];
    for (let i = 0; i < 60; i++) {
      sent.push(post('127.0.0.21', leadBody(tag, i), { ...json, 'idempotency-key': `${tag}-${i}` }, base));
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await Promise.all(sent)).toEqual(Array(60).fill(200));
    expect(Date.now() - started).toBeLessThan(60_000);
    const leads = await waitForLeads({ subSource: tag }, 60, 60_000);
    expect(new Set(leads.map((l) => l.email)).size).toBe(60);

    // Forged tokens from another address: the first 20 are answered 'Invalid Captcha', the rest 429.
    const forgedTag = `forged-${Date.now().toString(36)}`;
    const forged: number[] = [];
    for (let i = 0; i < 60; i++) {
      const body = leadBody(forgedTag, i).replace(`stub-ok-${forgedTag}-${i}`, `forged-${i}`);
      forged.push(await post('127.0.0.22', body, { ...json, 'idempotency-key': `${forgedTag}-${i}` }, base));
    }
    expect(forged.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(forged.slice(20)).toEqual(Array(40).fill(429));
  } finally {
    await stack.stopAndWait(site.pid!);
  }
});
