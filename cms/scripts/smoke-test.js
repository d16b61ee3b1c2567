#!/usr/bin/env node
/*
 * Smoke test against a RUNNING CMS (npm start). No dependencies.
 *   CMS_URL=http://127.0.0.1:1337 node scripts/smoke-test.js
 * LEAD_FORWARD_TOKEN: the CMS lead routes refuse every post without it (sent as bearer token); SMOKE_VERBOSE=1 prints responses.
 * Prints "N passed, N failed" and exits non-zero on failure.
 * Note: it creates a few `lead` rows (emails @example.com, name "Smoke Test").
 */
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const BASE = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
const VERBOSE = !!process.env.SMOKE_VERBOSE;
const TOKEN = process.env.LEAD_FORWARD_TOKEN;
const QDIR = path.join(__dirname, 'queries');

let passed = 0;
let failed = 0;
const check = (name, cond, extra) => {
  if (cond) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}${extra ? ' :: ' + extra : ''}`);
  }
};

const gql = async (file, variables) => {
  const query = fs.readFileSync(path.join(QDIR, file), 'utf8');
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (VERBOSE) console.log(file, JSON.stringify(json));
  return { status: res.status, json };
};

const post = async (p, body, headers = {}) => {
  const h = { 'content-type': 'application/json', ...headers };
  if (TOKEN && !h.authorization) h.authorization = `Bearer ${TOKEN}`;
  const res = await fetch(`${BASE}${p}`, {
    method: 'POST',
    headers: h,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  let json = null;
  try {
    json = await res.json();
  } catch {
    /* not json */
  }
  if (VERBOSE) console.log(p, res.status, JSON.stringify(json));
  return { status: res.status, json };
};

const isMedia = (m) => m && m.data && m.data.attributes && typeof m.data.attributes.url === 'string';

async function main() {
  // ---- GraphQL (the site's queries, unchanged) ----
  for (const slug of ['header-free-demo-class', 'refer-and-earn']) {
    const { json } = await gql('PopUp.graphql', { slug });
    const item = json.data && json.data.popUps && json.data.popUps.data && json.data.popUps.data[0];
    check(`PopUp ${slug}: popUps.data[0].attributes`, item && item.id && item.attributes.slug === slug, JSON.stringify(json).slice(0, 300));
    check(`PopUp ${slug}: backgroundImage.data.attributes.url`, item && isMedia(item.attributes.backgroundImage));
    check(`PopUp ${slug}: sectionCaption has ** marker`, item && /\*\*.+\*\*/.test(item.attributes.sectionCaption || ''));
  }
  {
    const { json } = await gql('HeaderButton.graphql');
    const b = json.data && json.data.b2CComponant && json.data.b2CComponant.data.attributes.freeDemoClassButton;
    check('HeaderButton: b2CComponant.data.attributes.freeDemoClassButton', b && b.buttonName, JSON.stringify(json).slice(0, 300));
  }
  {
    const { json } = await gql('ReferAndEarn.graphql');
    const r = json.data && json.data.b2CComponant && json.data.b2CComponant.data.attributes.referAndEarn;
    check('ReferAndEarn: b2CComponant.data.attributes.referAndEarn', r && r.buttonName && r.buttonLink, JSON.stringify(json).slice(0, 300));
  }
  {
    const { json } = await gql('MarketingHeader.graphql');
    const d = json.data || {};
    check('MarketingHeader: b2cMarketingHeader.data.attributes', d.b2cMarketingHeader && d.b2cMarketingHeader.data.attributes.email, JSON.stringify(json).slice(0, 300));
    check('MarketingHeader: b2bMarketingHeader.data.attributes', d.b2bMarketingHeader && d.b2bMarketingHeader.data.attributes.email);
    const keys = (d.marketingContacts && d.marketingContacts.data || []).map((x) => x.attributes.key);
    check('MarketingHeader: marketingContacts.data[].attributes.key', ['mtech', 'paid-landing', 'embedded-certification', 'landing-group'].every((k) => keys.includes(k)), keys.join(','));
  }
  {
    const { json } = await gql('Navigation.graphql');
    const a = json.data && json.data.navigation && json.data.navigation.data.attributes;
    check('Navigation: topLinks', a && a.topLinks.length === 6 && a.topLinks[0].id, JSON.stringify(json).slice(0, 300));
    check('Navigation: menus + button', a && a.coursesMenu.length && a.freeResourcesMenu.length && a.organizationsMenu.length && a.freeOnlineCoursesButton.buttonName);
  }
  {
    const { json } = await gql('Footer.graphql');
    const a = json.data && json.data.footer && json.data.footer.data.attributes;
    check('Footer: cta/address/links', a && a.cta && a.address && a.courseLinks.length && a.companyLinks.length && a.skillTests.length, JSON.stringify(json).slice(0, 300));
    check('Footer: socialLinks[].image.data.attributes.url', a && a.socialLinks.length === 5 && a.socialLinks.every((s) => isMedia(s.image)));
  }

  // ---- drafts stay private ----
  {
    const res = await fetch(`${BASE}/api/pop-ups?status=draft&fields=slug&fields=publishedAt`);
    const json = await res.json();
    check('GET /api/pop-ups?status=draft returns only published rows', res.status === 200 && json.data.every((d) => d.publishedAt), JSON.stringify(json).slice(0, 200));
  }

  // ---- leads ----
  {
    const res = await fetch(`${BASE}/api/leads`);
    check('GET /api/leads is not public', res.status === 403 || res.status === 404 || res.status === 401, String(res.status));
  }
  const payload = {
    name: 'Smoke Test',
    workExperience: '1-2 years',
    mobileNumber: '+91-90000-00099',
    email: 'smoke@example.com',
    message: 'Smoke test lead',
    state: 'Karnataka',
    country: 'India',
    channel: 'Organic',
    leadSource: 'Maven',
    subSource: 'Demo Class',
    url: 'http://localhost:3000/',
    oldSource: 'test',
  };
  for (const p of ['/api/global-contact-form', '/api/global-referandearn-form']) {
    const key = `smoke-${crypto.randomUUID()}`;
    const a = await post(p, { data: payload }, { 'idempotency-key': key });
    check(`POST ${p} -> 200 {status:200,id}`, a.status === 200 && a.json && a.json.status === 200 && a.json.id, JSON.stringify(a));
    const b = await post(p, { data: payload }, { 'idempotency-key': key });
    check(`POST ${p} same Idempotency-Key -> same id`, b.status === 200 && b.json && b.json.id === a.json.id, JSON.stringify(b));
    const c = await post(p, { nope: 1 });
    check(`POST ${p} bad body -> 400`, c.status === 400, JSON.stringify(c));
    const d = await post(p, '{not json');
    check(`POST ${p} invalid JSON -> 400`, d.status === 400, JSON.stringify(d));
  }
  const downloads = [
    '/api/download/courses',
    '/api/download/curiculam',
    '/api/download/newsAndEvent/newsletter',
    '/api/download/interviewQuestions/download',
    '/api/download/newsAndEvent/whitepaper',
    '/api/download/vlsi-projects/downloaddocument',
    '/api/download/riscandarm',
  ];
  for (const p of downloads) {
    const r = await post(p, { data: { id: 7, email: 'smoke@example.com' } });
    check(`POST ${p} -> 200`, r.status === 200 && r.json && r.json.status === 200 && r.json.id, JSON.stringify(r));
  }
  {
    const p = '/api/download/vlsi-resources/whitepaper';
    const r = await post(p, { data: { email: 'smoke@example.com' } });
    check(`POST ${p} -> 200`, r.status === 200 && r.json && r.json.id, JSON.stringify(r));
    const bad = await post(p, { data: { email: 'not-an-email' } });
    check(`POST ${p} invalid email -> 400`, bad.status === 400, JSON.stringify(bad));
  }

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
