/** @jest-environment node */
// The lead contract is one schema that the site's gateway and the CMS's lead routes both run: what
// one accepts, stores or drops, the other does too, and Strapi's own schema holds the same caps.
import addressparser from 'nodemailer/lib/addressparser';
import contract from '../../../../shared/contract.json';
import touchContract from '../../../../shared/touch.json';
import { EMAIL_RE } from '../../../../lib/leads/schema';
import { createGateway, type GatewayRequest, type LeadKind } from '../../../../lib/leads/server/gateway';
import { createRateLimiter } from '../../../../lib/leads/server/rateLimit';
/* eslint-disable @typescript-eslint/no-require-imports */
const leadSchemaJson = require('../../../../cms/src/api/lead/content-types/lead/schema.json');
const { columnOf } = require('../../../../shared/touch.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const SITE = 'https://www.maven-silicon.com';
const lead = {
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: 'asha@example.com', message: '',
  state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${SITE}/`, oldSource: 'test',
};
const CONTACT: LeadKind = { form: 'contact' };
const DOWNLOAD: LeadKind = { download: 'curriculam' };

/** The site's gateway with Google saying yes: what it answers, and the bodies it stored. */
function site() {
  const rows: { key: string; body: { data: Record<string, unknown> } }[] = [];
  const gateway = createGateway({
    store: {
      byKey: async (key) => (rows.some((r) => r.key === key) ? { id: 1 } : undefined),
      insert: async (key, _path, body) => { rows.push({ key, body: body as { data: Record<string, unknown> } }); return { id: rows.length, duplicate: false }; },
    },
    verifier: { verify: async () => ({ verdict: 'pass' }) },
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    captchaLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    onStored: () => {},
    log: () => {},
  });
  const post = async (kind: LeadKind, data: unknown) => {
    const req: GatewayRequest = { method: 'POST', ip: '10.0.0.1', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ data, captcha: 't' })) };
    return gateway.handle(kind, req);
  };
  return { rows, post };
}

/** The CMS's lead routes as the site's workers call them (the batch route), with its store caught. */
function cms() {
  const stored: Record<string, unknown>[] = [];
  (globalThis as unknown as { strapi: unknown }).strapi = {
    service: (uid: string) => (uid === 'api::channel-rule.channel-rule'
      ? { rules: async () => undefined }
      : { store: async (items: { lead: Record<string, unknown> }[]) => items.map((i, n) => { stored.push(i.lead); return { id: n + 1, documentId: `d${n}` }; }) }),
    log: { error: () => {} },
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { batch } = require('../../../../cms/src/api/lead/controllers/lead-forms');
  const post = async (path: string, data: unknown) => {
    const ctx = { request: { header: { authorization: 'Bearer forward' }, body: { leads: [{ key: `k-${stored.length}-${Math.random()}`, path, body: { data } }] } }, status: 0, body: undefined as unknown };
    await batch(ctx);
    return (ctx.body as { results: { status: number; error?: { message: string } }[] }).results[0];
  };
  return { stored, post };
}

beforeAll(() => { process.env.LEAD_FORWARD_TOKEN = 'forward'; });
afterAll(() => { delete (globalThis as unknown as { strapi?: unknown }).strapi; delete process.env.LEAD_FORWARD_TOKEN; });

describe('an email address holds nothing a mail library reads as address syntax', () => {
  const SYNTAX = [',', ';', '<', '>', '"', '(', ')', ' ', ':', '[', ']', '\\', '\t'];

  it.each(SYNTAX.map((c) => [JSON.stringify(c), `asha${c}rao@example.com`]))('%s is refused by the gateway and by the CMS', async (_c, email) => {
    expect(EMAIL_RE.test(email)).toBe(false);
    const r = await site().post(CONTACT, { ...lead, email });
    expect([r.status, r.body.errors]).toEqual([400, { email: 'Enter a valid email' }]);
    const c = cms();
    expect(await c.post(contract.forms.contact.path, { ...lead, email })).toMatchObject({ status: 400, error: { message: 'Field "email" is not a valid email address' } });
    expect(c.stored).toEqual([]);
  });

  it('an address it takes is read by the mail library as exactly that one address', () => {
    const taken = ['asha.rao+course@example.co.in', "o'brien@mail.example.com", 'a{b|c}d=e?f@x-y.example', 'qa@maven.test'];
    for (const email of taken) {
      expect(EMAIL_RE.test(email)).toBe(true);
      expect(addressparser(email)).toEqual([{ name: '', address: email }]);
    }
    // Every printable ASCII character in a local part: taken only where the mail library reads it as text.
    for (let code = 32; code < 127; code += 1) {
      const email = `a${String.fromCharCode(code)}b@example.com`;
      if (EMAIL_RE.test(email)) expect(addressparser(email)).toEqual([{ name: '', address: email }]);
    }
  });
});

describe("the lead's page address: origin and path, never the page's query", () => {
  const url = `${SITE}/asic-verification?email=asha%40example.com&utm_source=mail#apply`;

  it('the gateway stores it without the query and fragment', async () => {
    const s = site();
    expect((await s.post(CONTACT, { ...lead, url })).status).toBe(200);
    expect(s.rows[0].body.data.url).toBe(`${SITE}/asic-verification`);
  });

  it('the CMS stores it without the query too (a lead queued before the gateway cut it)', async () => {
    const c = cms();
    expect(await c.post(contract.forms.contact.path, { ...lead, url })).toMatchObject({ status: 200 });
    expect(c.stored[0].url).toBe(`${SITE}/asic-verification`);
  });
});

describe('click ids are cleaned on the server by the same contract: junk is dropped, the lead kept', () => {
  const touch = { utm_source: 'google', gclid: '<script>alert(1)</script>', wbraid: 'a b', fbclid: 'IwAR-ok_1.x~', at: '2026-11-02T09:00:00.000Z' };

  it.each([['a lead', CONTACT, lead], ['a download', DOWNLOAD, { id: 'uvm-1', email: 'asha@example.com' }]] as const)(
    'the gateway stores %s without the junk ids', async (_name, kind, data) => {
      const s = site();
      expect((await s.post(kind, { ...data, firstTouch: touch, lastTouch: touch })).status).toBe(200);
      const clean = { utm_source: 'google', fbclid: 'IwAR-ok_1.x~', at: touch.at };
      expect([s.rows[0].body.data.firstTouch, s.rows[0].body.data.lastTouch]).toEqual([clean, clean]);
    },
  );

  it('the CMS stores the lead without them', async () => {
    const c = cms();
    expect(await c.post(contract.forms.contact.path, { ...lead, lastTouch: touch })).toMatchObject({ status: 200 });
    expect(c.stored[0]).toMatchObject({ lastUtmSource: 'google', lastFbclid: 'IwAR-ok_1.x~' });
    expect(c.stored[0]).not.toHaveProperty('lastGclid');
    expect(c.stored[0]).not.toHaveProperty('lastWbraid');
  });

  it('a touch left with nothing is no touch: the channel follows the other one', async () => {
    const c = cms();
    const body = { ...lead, firstTouch: { gclid: 'Cj0KCQiA-abc_123' }, lastTouch: { gclid: 'a b' } };
    expect(await c.post(contract.forms.contact.path, body)).toMatchObject({ status: 200 });
    expect(c.stored[0]).toMatchObject({ firstGclid: 'Cj0KCQiA-abc_123', channel: 'Paid Search' });
    expect(c.stored[0]).not.toHaveProperty('lastGclid');
  });
});

describe('one contract, one set of caps', () => {
  it("Strapi's lead schema carries the contract's caps, each field and each touch column", () => {
    const attributes = leadSchemaJson.attributes as Record<string, { maxLength?: number }>;
    for (const [field, max] of Object.entries(contract.fieldMaxLength)) expect([field, attributes[field]?.maxLength]).toEqual([field, max]);
    for (const which of ['first', 'last']) {
      for (const [field, max] of Object.entries(touchContract.fieldMaxLength)) {
        if (field !== 'at') expect([field, attributes[columnOf(which, field)]?.maxLength]).toEqual([field, max]);
      }
    }
    expect(attributes.noticeVersion.maxLength).toBe(contract.consent.noticeVersionMaxLength);
    expect(attributes.downloadId.maxLength).toBe(contract.downloadIdMaxLength);
    expect(attributes.idempotencyKey.maxLength).toBe(contract.idempotencyKeyMaxLength);
  });

  it.each(Object.entries(contract.fieldMaxLength))('%s: the cap is taken by both, one more is refused by both', async (field, max) => {
    const at = (n: number) => (field === 'email' ? `${'a'.repeat(n - 12)}@example.com` : field === 'url' ? `${SITE}/${'p'.repeat(n - SITE.length - 1)}` : 'x'.repeat(n));
    const c = cms();
    expect((await c.post(contract.forms.contact.path, { ...lead, [field]: at(max) })).status).toBe(200);
    expect(await c.post(contract.forms.contact.path, { ...lead, [field]: at(max + 1) })).toMatchObject({
      status: 400, error: { message: field === 'email' ? expect.any(String) : `Field "${field}" is longer than ${max} characters` },
    });
    const r = await site().post(CONTACT, { ...lead, [field]: at(max + 1) });
    expect([r.status, r.body.error]).toEqual([400, expect.stringMatching(/^Wrong body shape/)]);
  });

  const request = { requestType: 'erase', email: 'asha@example.com' };
  const DATA_REQUEST_CAPS: [string, number, (n: number) => string][] = [
    ['email', contract.fieldMaxLength.email, (n) => `${'a'.repeat(n - 12)}@example.com`],
    ['mobileNumber', contract.fieldMaxLength.mobileNumber, (n) => `+${'9'.repeat(n - 1)}`],
    ['message', contract.dataRequest.messageMaxLength, (n) => 'x'.repeat(n)],
  ];
  it.each(DATA_REQUEST_CAPS)("a data request's %s: what the gateway stores at the cap the CMS stores; one more is refused by both", async (field, max, at) => {
    const s = site();
    expect((await s.post({ dataRequest: true }, { ...request, [field]: at(max) })).status).toBe(200);
    const c = cms();
    expect(await c.post(contract.dataRequest.path, s.rows[0].body.data)).toMatchObject({ status: 200 });
    expect(c.stored[0]).toMatchObject({ ...request, [field]: at(max), requestStatus: 'new' });
    expect(await c.post(contract.dataRequest.path, { ...request, [field]: at(max + 1) })).toMatchObject({ status: 400 });
    const r = await s.post({ dataRequest: true }, { ...request, [field]: at(max + 1) });
    expect([r.status, r.body.error, s.rows.length]).toEqual([400, expect.stringMatching(/^Wrong body shape/), 1]);
  });
});
