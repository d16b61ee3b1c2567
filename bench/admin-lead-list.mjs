#!/usr/bin/env node
// The admin's lead list, as a marketer opens it: the time from the click (an in-app navigation, as
// the home's links make) to "N entries found" and the page's rows drawn, at each page size Strapi
// offers, in interleaved rounds, CPU slowed RATE× in the browser. Strapi's stock page size (10) is
// the baseline. Needs `npm run serve` (or CMS=URL); adds 100 test leads and deletes them after.
// Usage: node bench/admin-lead-list.mjs [rounds=3]     env: CMS, DATABASE_URL, RATE (default 4)
import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { ADMIN } = require('../tests/support/cmsAdmin.cjs');
const CMS = process.env.CMS ?? 'http://127.0.0.1:1337';
const RATE = Number(process.env.RATE ?? 4);
const ROUNDS = Number(process.argv[2] ?? 3);
const SIZES = [10, 20, 50];

const db = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:maven-local@127.0.0.1:54329/maven_cms' });
await db.connect();
await db.query(`INSERT INTO leads (document_id, created_at, updated_at, published_at, test_lead, email, name, mobile_number, channel, form,
    marketing_opt_in, ad_measurement_opt_in, last_utm_campaign)
  SELECT 'bench-list-' || g, now() - g * interval '1 hour', now(), now(), true, 'bench-' || g || '@maven.test', 'Bench ' || g, '+919876543210',
    'Paid Search', 'contact', false, false, 'bench' FROM generate_series(1, 100) g`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${CMS}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  const times = Object.fromEntries(SIZES.map((size) => [size, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const size of SIZES) {
      await page.goto(`${CMS}/admin`);
      await page.getByRole('link', { name: 'Content Manager' }).waitFor({ timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      const t0 = performance.now();
      await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); },
        `/admin/content-manager/collection-types/api::lead.lead?page=1&pageSize=${size}&sort=createdAt:DESC&filters[$and][0][lastUtmCampaign][$eq]=bench`);
      await page.getByText('100 entries found').waitFor({ timeout: 300_000 });
      await page.getByRole('row').nth(size).waitFor({ timeout: 300_000 });
      times[size].push(performance.now() - t0);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  const base = median(times[SIZES[0]]);
  console.log(`lead list to its rows drawn, CPU ${RATE}×, median of ${ROUNDS} interleaved rounds`);
  for (const size of SIZES) console.log(`${String(size).padStart(3)} rows: ${Math.round(median(times[size]))} ms (${(median(times[size]) / base).toFixed(2)} × ${SIZES[0]} rows)`);
} finally {
  await browser.close();
  await db.query("DELETE FROM leads WHERE document_id LIKE 'bench-list-%'");
  await db.end();
}
