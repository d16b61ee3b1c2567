// The CMS admin's token for the journeys and the benchmarks, kept in a file. Strapi allows 5
// admin logins per 5 minutes for one email and address, and a marketer logs in once: every
// caller shares one token, and logs in again only when the CMS no longer accepts the kept one
// (a fresh CMS database, say).
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');

const ADMIN = {
  email: process.env.CMS_ADMIN_EMAIL ?? 'admin@maven.local',
  password: process.env.CMS_ADMIN_PASSWORD ?? 'MavenAdmin123!',
};

/** @param {string} cmsUrl @param {string} file where the token is kept @returns {Promise<string>} */
async function adminToken(cmsUrl, file) {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')).token;
    if ((await fetch(`${cmsUrl}/admin/users/me`, { headers: { authorization: `Bearer ${kept}` } })).ok) return kept;
  } catch { /* none kept yet, or unreadable: log in */ }
  const res = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  });
  if (!res.ok) {
    const hint = res.status === 429 ? ' (Strapi allows 5 logins in 5 minutes: try again shortly)' : '';
    throw new Error(`CMS admin login answered ${res.status}${hint}: ${await res.text()}`);
  }
  const token = (await res.json()).data.token;
  writeFileSync(file, JSON.stringify({ token }), { mode: 0o600 });
  return token;
}

module.exports = { ADMIN, adminToken };
