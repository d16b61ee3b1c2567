/** @jest-environment node */
// The consent notice and opt-ins at the gateway: what it stores for the CMS (the wire), not how.
import seed from '../../../../cms/seed/consent-notice.json';
import { CONSENT_DEFAULTS, DATA_REQUEST_TYPE_TEXTS } from '../../../../lib/constants';
import contract from '../../../../shared/contract.json';
import { dataRequestSchema } from '../../../../lib/leads/dataRequest';
import { buildLeadPayload } from '../../../../lib/leads/payload';
import { fieldErrors, leadRequestSchema } from '../../../../lib/leads/schema';
import { createGateway, type GatewayRequest, type LeadKind, type LeadStore } from '../../../../lib/leads/server/gateway';
import { createRateLimiter } from '../../../../lib/leads/server/rateLimit';

const payload = {
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: 'asha@example.com', message: '',
  state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: 'http://x/', oldSource: 'test',
};

function setup() {
  const rows: { path: string; body: { data: Record<string, unknown> } }[] = [];
  const store: LeadStore = {
    byKey: async () => undefined,
    insert: async (_key, path, body) => { rows.push({ path, body: body as (typeof rows)[number]['body'] }); return { id: rows.length, duplicate: false }; },
  };
  const gateway = createGateway({
    store, verifier: { verify: async () => ({ verdict: 'pass' as const }) }, onStored: () => {},
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }), captchaLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
  });
  const post = (kind: LeadKind, body: unknown) => gateway.handle(kind, {
    method: 'POST', ip: '10.0.0.9', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)),
  } as GatewayRequest);
  return { rows, post };
}

describe('consent on the wire', () => {
  it('stores the notice version and opt-in the form sent, and stamps the time of consent with the server clock', async () => {
    const { rows, post } = setup();
    const before = Date.now();
    const r = await post({ form: 'contact' }, { data: { ...payload, noticeVersion: '2026-11-24', marketingOptIn: true }, captcha: 't' });
    expect(r.status).toBe(200);
    const { consentAt, ...rest } = rows[0].body.data;
    expect(rest).toEqual({ ...payload, noticeVersion: '2026-11-24', marketingOptIn: true });
    expect(Date.parse(String(consentAt))).toBeGreaterThanOrEqual(before);
    expect(Date.parse(String(consentAt))).toBeLessThanOrEqual(Date.now());
  });

  it('still accepts the spec body without consent fields, and refuses a consent time or a non-boolean opt-in from the browser', async () => {
    const { rows, post } = setup();
    expect((await post({ form: 'referAndEarn' }, { data: payload, captcha: 't' })).status).toBe(200);
    expect(rows[0].body.data).toEqual({ ...payload, consentAt: expect.any(String) });
    expect((await post({ form: 'contact' }, { data: { ...payload, consentAt: '2000-01-01T00:00:00Z' }, captcha: 't' })).status).toBe(400);
    expect((await post({ form: 'contact' }, { data: { ...payload, marketingOptIn: 'yes' }, captcha: 't' })).status).toBe(400);
    expect(rows).toHaveLength(1);
  });

  it('carries version, opt-in and time on downloads, email-only ones included', async () => {
    const { rows, post } = setup();
    await post({ download: 'vlsiresourceswhitepaper' }, { data: { email: 'a@b.co', noticeVersion: 'v7', marketingOptIn: false }, captcha: 't' });
    expect(rows[0].body.data).toEqual({ email: 'a@b.co', noticeVersion: 'v7', marketingOptIn: false, consentAt: expect.any(String) });
  });

  it("a download's opt-in is stored pending, not given, until the address's owner confirms it (double opt-in)", async () => {
    const { rows, post } = setup();
    await post({ download: 'curriculam' }, { data: { id: 'doc', email: 'a@b.co', noticeVersion: 'v7', marketingOptIn: true }, captcha: 't' });
    expect(rows[0].body.data).toEqual({ id: 'doc', email: 'a@b.co', noticeVersion: 'v7', marketingOptIn: false, optInPending: true, consentAt: expect.any(String) });
  });

  it('builds a payload that carries the consent beside the spec fields and passes the wire schema', () => {
    const values = { firstname: 'A', email: 'a@b.co', country: 'IN', region: 'Karnataka', phone: '+919876543210', message: '', workExperience: '1-2 years', captchaS: 't' };
    const payload = buildLeadPayload(values, {}, 'https://m.example/', undefined, { noticeVersion: 'v1', marketingOptIn: false });
    expect(payload).toMatchObject({ name: 'A', noticeVersion: 'v1', marketingOptIn: false });
    expect(leadRequestSchema.safeParse({ data: payload, captcha: 't' }).success).toBe(true);
    expect(buildLeadPayload(values, {}, 'https://m.example/')).not.toHaveProperty('noticeVersion');
  });

  it('falls back to exactly the notice the CMS seeds', () => {
    expect(seed.data).toEqual(CONSENT_DEFAULTS);
  });
});

describe('data requests', () => {
  it('queues a valid request for the CMS data-request path, with the server time', async () => {
    const { rows, post } = setup();
    const r = await post({ dataRequest: true }, { data: { requestType: 'erase', email: ' asha@example.com ', mobileNumber: '', message: 'Please erase me.' } });
    expect(r.status).toBe(200);
    expect(rows[0].path).toBe(contract.dataRequest.path);
    expect(rows[0].body.data).toEqual({ requestType: 'erase', email: 'asha@example.com', message: 'Please erase me.', requestedAt: expect.any(String) });
  });

  it('answers what is missing: the request type, and an email or a phone number', async () => {
    const { rows, post } = setup();
    const r = await post({ dataRequest: true }, { data: { requestType: 'delete-all', email: '', mobileNumber: '' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ requestType: 'Select what you are asking for', email: 'Enter your email or phone number' });
    expect((await post({ dataRequest: true }, { data: { requestType: 'access', mobileNumber: '+91 98765 43210' } })).status).toBe(200);
    expect((await post({ dataRequest: true }, { data: { requestType: 'access', mobileNumber: 'call me' } })).body.errors).toEqual({ mobileNumber: 'Enter a valid phone number' });
    expect(rows).toHaveLength(1);
  });

  it("refuses a body beyond the contract's caps, as the CMS would, naming the field, and keeps nothing", async () => {
    const { rows, post } = setup();
    const max = contract.dataRequest.messageMaxLength;
    const r = await post({ dataRequest: true }, { data: { requestType: 'erase', email: 'asha@example.com', message: 'x'.repeat(max + 1) } });
    expect([r.status, r.body.error, r.body.issues]).toEqual([400, expect.stringMatching(/^Wrong body shape/), [`data.message: is longer than ${max} characters`]]);
    const extra = await post({ dataRequest: true }, { data: { requestType: 'erase', email: 'asha@example.com', name: 'Asha' } });
    expect(extra.body.issues).toEqual(['data: holds fields the contract does not know: name']);
    expect(rows).toEqual([]);
  });

  it('offers exactly the contract types on the page, and the schema takes each', () => {
    expect(DATA_REQUEST_TYPE_TEXTS.map(([t]) => t)).toEqual(contract.dataRequest.types);
    for (const [requestType] of DATA_REQUEST_TYPE_TEXTS) {
      const r = dataRequestSchema.safeParse({ requestType, email: 'a@b.co', mobileNumber: '', message: '' });
      expect(r.success ? {} : fieldErrors(r.error)).toEqual({});
    }
  });
});
