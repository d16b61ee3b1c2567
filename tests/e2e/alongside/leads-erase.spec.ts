// DPDP §12: the operator's erase command (scripts/leads-erase.ts) against the real site queue
// and the real CMS: no lead of the person is left in either store, and the command's output
// names counts, never the person.
import { expect, test } from '../support/test';
import names from '../../../lib/leads/server/queue.json';
import { cmsLeads, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { readState, scriptOutput, withDb } from '../support/stack';

const lead = (email: string, mobileNumber: string) => ({
  name: 'Erase Me', workExperience: 'College Student', mobileNumber, email, message: '',
  state: 'Kerala', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: 'test',
});

async function siteRows(column: 'email' | 'mobileNumber', value: string): Promise<number> {
  const { rows } = await withDb('site', (db) => db.query(`SELECT COUNT(*)::int AS n FROM ${names.table} WHERE body->'data'->>$1 = $2`, [column, value]));
  return rows[0].n;
}

const erase = (...args: string[]) => scriptOutput('leads-erase', args, {
  env: {
    ...process.env, DATABASE_URL: readState().siteDatabaseUrl, CMS_URL: E2E.cmsUrl,
    LEADS_ERASE_TOKEN: readState().eraseToken, LEADS_ERASE_SECOND_PASS_MS: '300',
  },
});

test('the erase command leaves no lead of that email, or of that phone, in the site queue or the CMS', async ({ request }) => {
  const person = uniqueEmail('erase');
  const other = uniqueEmail('keep');
  const phone = `+91-9${String(Date.now()).slice(-9)}`;
  const send = (data: unknown, i: number) => request.post('/api/global-contact-form', {
    data: { data, captcha: `stub-ok-erase-${i}` }, headers: { 'idempotency-key': `e2e-erase-${Date.now()}-${i}` },
  });
  const answers = await Promise.all([
    send(lead(person, '+91-98765-43210'), 1), send(lead(person, '+91-98765-43210'), 2), send(lead(other, '+91-91234-56789'), 3),
    send(lead(uniqueEmail('same-phone'), phone), 4),
  ]);
  expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 200]);
  const download = await request.post('/api/download/newsAndEvent/whitepaper', { data: { data: { id: 'wp-1', email: person }, captcha: 'stub-ok-erase-download' } });
  expect(download.status()).toBe(200);
  await waitForLeads({ email: person }, 3);
  await waitForLeads({ email: other }, 1);
  expect(await siteRows('email', person)).toBe(3);

  const out = await erase('--email', person.toUpperCase());
  expect(JSON.parse(out.trim())).toMatchObject({ event: 'lead.erased', by: ['email'], site: 3, cms: 3 });
  expect(out).not.toContain(person.split('@')[0]);
  expect(await cmsLeads({ email: person })).toHaveLength(0);
  expect(await siteRows('email', person)).toBe(0);
  // Nobody else's lead went with them.
  expect(await cmsLeads({ email: other })).toHaveLength(1);
  expect(await siteRows('email', other)).toBe(1);

  // By phone, typed differently from how the form stored it, without the country code.
  const national = phone.replace(/^\+91-/, '').replace(/(\d{5})(\d{5})/, '$1 $2');
  expect(JSON.parse((await erase('--phone', national)).trim())).toMatchObject({ by: ['phone'], site: 1, cms: 1 });
  expect(await cmsLeads({ mobileNumber: phone })).toHaveLength(0);
  expect(await siteRows('mobileNumber', phone)).toBe(0);
});

test('the CMS erase route answers an outsider 401, and the lead token too, and erases nothing', async ({ request }) => {
  const res = await request.post(`${E2E.cmsUrl}/api/lead-erase`, { data: { email: 'anyone@example.com' } });
  expect(res.status()).toBe(401);
  const wrong = await request.post(`${E2E.cmsUrl}/api/lead-erase`, { data: { email: 'anyone@example.com' }, headers: { authorization: 'Bearer nope' } });
  expect(wrong.status()).toBe(401);
  // The token every web instance holds is not the operator's.
  const leadToken = await request.post(`${E2E.cmsUrl}/api/lead-erase`, { data: { email: 'anyone@example.com' }, headers: { authorization: `Bearer ${readState().siteEnv?.LEAD_FORWARD_TOKEN}` } });
  expect(leadToken.status()).toBe(401);
});
