import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { E2E } from './ports';
import { CHAT_SCRIPT_URL } from './chat';
import { E2E_RECAPTCHA_SITE_KEY, startSiteverifyStub } from './leads-captcha';
import { startAdPlatformStandIns } from '../../support/adPlatforms';
import { startWebhookReceiver } from '../../support/webhookReceiver';
import { SMTP_RECEIVED } from './mail';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSmtpStandIn } = require('../../support/smtpStandIn.cjs') as typeof import('../../support/smtpStandIn.cjs');
import { startPostgres } from '../../../scripts/postgres';
import { CMS_RETENTION_SWEEP_MS, cmsLog, siteLog, stack, stopPostgresAtTeardown, writeState } from './stack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildBare, startBare } = require('../../../bench/bare/run.cjs');

/** Shared by the CMS webhook and the site's /api/revalidate (tests/e2e/first-request/revalidate.spec.ts). */
const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
/** The admin's Preview (tests/e2e/edits-beside/preview.spec.ts): secret in the preview URL, read-only draft token. */
export const PREVIEW = { secret: 'e2e-preview-secret-0123456789', token: 'e2e-preview-token-0123456789abcdef0123456789' };
/** The CMS lead routes' token, generated as `npm run serve` does; specs read it from the state's siteEnv. */
const LEAD_TOKEN = randomBytes(32).toString('hex');
/** The CMS erase route's token (the operator's, never the site's); specs read it from the state. */
const ERASE_TOKEN = randomBytes(32).toString('hex');

// A fresh database each run: the CMS seeds it at bootstrap, so tests see the seed content.
export default async function globalSetup() {
  rmSync(E2E.dir, { recursive: true, force: true });
  mkdirSync(E2E.dir, { recursive: true });
  // Fresh site and CMS databases on the run's Postgres (embedded unless DATABASE_URL is set).
  const pg = await startPostgres({ port: E2E.pgPort, fresh: true });
  const cmsReady = stack.startCms({
    port: E2E.cmsPort, databaseUrl: pg.cmsUrl, logFile: cmsLog,
    // The CMS's publish webhook calls the e2e site (started below; webhooks fire only on edits),
    // and the cluster journeys' nginx, which hands each call to one of its instances as in
    // production (while no cluster runs, that call fails and nothing waits for it).
    revalidateUrl: [`${E2E.siteUrl}/api/revalidate`, `http://127.0.0.1:${E2E.cluster.nginxPort}/api/revalidate`], revalidateSecret: REVALIDATE_SECRET,
    preview: { ...PREVIEW, siteUrl: E2E.siteUrl },
    leadToken: LEAD_TOKEN, eraseToken: ERASE_TOKEN, retentionSweepMs: CMS_RETENTION_SWEEP_MS,
    schemaFile: E2E.cmsSchemaFile,
  });
  // The bare Next app (bench/bare, ~12 s to build): the baseline of the Lighthouse check and the
  // first-load budget, built from the same node_modules and served the same way in this run. It
  // needs nothing of the stack, so it builds while the CMS boots (~12 s); the site's build below
  // needs the CMS (its pages are rendered from it).
  await buildBare(E2E.bareDistDir);
  const [cms, bare] = await Promise.all([cmsReady, startBare({ port: E2E.barePort, distDir: E2E.bareDistDir, logFile: `${E2E.dir}/bare.log` })]);
  // Google's siteverify is replaced at the boundary by a local stub (tests/e2e/support/leads-captcha.ts).
  const siteverify = await startSiteverifyStub();
  // Google Ads and Meta's conversion endpoints, likewise (tests/e2e/alongside/attribution.spec.ts reads what they got).
  const adPlatforms = await startAdPlatformStandIns();
  // A CRM's webhook endpoint, so journeys see what reaches sales (held leads, repeats).
  const crm = await startWebhookReceiver();
  // The mail service, likewise: a local SMTP server; tests/e2e/alongside/leads-mail.spec.ts reads what it got.
  const smtp = await startSmtpStandIn({ keep: false, logFile: SMTP_RECEIVED });
  const env = {
    ...stack.siteEnv({
      cmsUrl: E2E.cmsUrl, distDir: E2E.distDir, revalidateSeconds: E2E.revalidateSeconds,
      databaseUrl: pg.siteUrl, leadsTestTimings: true,
      revalidateSecret: REVALIDATE_SECRET, siteUrl: E2E.siteUrl,
      preview: { ...PREVIEW, cmsAdminUrl: E2E.cmsUrl },
      leadToken: LEAD_TOKEN,
    }),
    ...siteverify.env,
    ...adPlatforms.env,
    ...crm.env,
    SMTP_URL: smtp.url, MAIL_FROM: 'Maven Silicon <admissions@maven.example>',
    // A chat provider is configured, so the CSP names it and the chat button loads it
    // (tests/e2e/support/chat.ts stubs it); without one the CSP test could not catch a break.
    NEXT_PUBLIC_CHAT_SCRIPT_URL: CHAT_SCRIPT_URL,
    // The bench's empty page (/bench/empty): the Lighthouse and first-load checks measure each
    // route against it, same build, same run. Outside such a build it answers 404 (tests/unit/pages/bench.test.ts).
    BENCH_PAGES: '1',
    // Not Google's test key, so tests/e2e/alongside/env.spec.ts sees the configured key reach the widget.
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: E2E_RECAPTCHA_SITE_KEY,
  };
  stack.buildSite(env);
  const site = await stack.startSite({ port: E2E.sitePort, env, logFile: siteLog });
  cms.unref();
  site.unref();
  bare.unref();
  writeState({ cmsPid: cms.pid!, sitePid: site.pid!, barePid: bare.pid, siteDatabaseUrl: pg.siteUrl, cmsDatabaseUrl: pg.cmsUrl, siteEnv: env, eraseToken: ERASE_TOKEN });
  stopPostgresAtTeardown(pg.stop);
}
