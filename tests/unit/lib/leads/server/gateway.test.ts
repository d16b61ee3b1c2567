/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleVerifier, type CaptchaVerifier } from '../../../../../lib/leads/server/captcha';
import { readLeadsConfig } from '../../../../../lib/leads/server/config';
import { createGateway, type GatewayRequest, type LeadKind, type LeadStore } from '../../../../../lib/leads/server/gateway';
import { createRateLimiter } from '../../../../../lib/leads/server/rateLimit';

const payload = {
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: 'asha@example.com', message: '',
  state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: 'http://x/', oldSource: 'test',
};
const CONTACT: LeadKind = { form: 'contact' };

/**
 * A stand-in for the queue's contract (unique key, duplicate answer), so these tests see what the
 * gateway does with it; that Postgres keeps the contract is tests/integration/leads/gateway.test.ts's.
 */
class MemoryStore implements LeadStore {
  rows: { id: number; key: string; path: string; body: string; createdAt: Date; heldReason: string | null }[] = [];
  down = false;
  /** Every call the gateway makes, in order: each is a round trip to Postgres in production. */
  calls: string[] = [];
  async byKey(key: string) {
    this.calls.push('byKey');
    return this.find(key);
  }
  private async find(key: string) {
    if (this.down) throw new Error('connect ECONNREFUSED');
    const r = this.rows.find((x) => x.key === key);
    return r && { id: r.id, path: r.path, body: JSON.parse(r.body) as unknown, createdAt: r.createdAt, heldReason: r.heldReason, releasedAt: null };
  }
  async insert(key: string, path: string, body: unknown, opts?: { heldReason?: string }) {
    this.calls.push('insert');
    const existing = await this.find(key);
    if (existing) return { id: existing.id, duplicate: true };
    this.rows.push({ id: this.rows.length + 1, key, path, body: JSON.stringify(body), createdAt: new Date(), heldReason: opts?.heldReason ?? null });
    return { id: this.rows.length, duplicate: false };
  }
}

/** Google as these tests need it: any token passes (its own tests below check googleVerifier). */
const anyToken: CaptchaVerifier = { verify: async (token) => (token ? { verdict: 'pass' } : { verdict: 'fail', reason: 'missing token' }) };

function setup(opts: { verifier?: CaptchaVerifier; limit?: number; captchaLimit?: number } = {}) {
  const store = new MemoryStore();
  const stored = jest.fn();
  const limit = opts.limit ?? 1000;
  const gateway = createGateway({
    store, verifier: opts.verifier ?? anyToken, onStored: stored,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    captchaLimiter: createRateLimiter({ limit: opts.captchaLimit ?? limit * 30, windowMs: 60_000 }),
  });
  const post = (body: unknown, headers: Record<string, string> = {}, kind: LeadKind = CONTACT, ip = '10.0.0.1') => {
    const req: GatewayRequest = {
      method: 'POST', ip, headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? Buffer.from(body) : Buffer.from(JSON.stringify(body)),
    };
    return gateway.handle(kind, req);
  };
  return { store, stored, gateway, post };
}

describe('lead gateway', () => {
  it('stores a valid lead before answering 200; a request with the key of one in flight waits for its answer, a later one is the store\'s duplicate', async () => {
    const { store, stored, post } = setup();
    const key = { 'idempotency-key': 'key-00000001' };
    const [a, b] = await Promise.all([post({ data: payload, captcha: 't' }, key), post({ data: payload, captcha: 't' }, key)]);
    const c = await post({ data: payload, captcha: 't' }, key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(c.body).toMatchObject({ status: 200, duplicate: true });
    expect(store.calls).toEqual(['insert', 'insert']);
    expect(store.rows).toHaveLength(1);
    // The gateway stamps the time of consent when it accepts (tests/unit/lib/leads/consent.test.ts).
    expect(JSON.parse(store.rows[0].body)).toEqual({ data: { ...payload, consentAt: expect.any(String) } });
    expect(store.rows[0].path).toBe('/api/global-contact-form');
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('answers a bad field with 400 and the field message of the form schema', async () => {
    const { store, post } = setup();
    const r = await post({ data: { ...payload, email: 'nope', mobileNumber: '' }, captcha: 't' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ email: 'Enter a valid email', phone: 'Enter phone number' });
    expect(store.rows).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"data":', {}, 400],
    ['wrong content type', JSON.stringify({ data: payload }), { 'content-type': 'text/plain' }, 415],
    ['an array', '[]', {}, 400],
    ['null', 'null', {}, 400],
    ['unknown fields', JSON.stringify({ data: { ...payload, admin: true }, captcha: 't' }), {}, 400],
    ['numbers instead of strings', JSON.stringify({ data: { ...payload, name: 42 }, captcha: 't' }), {}, 400],
    ['a bad idempotency key', JSON.stringify({ data: payload, captcha: 't' }), { 'idempotency-key': 'x' }, 400],
  ])('rejects %s with a 4xx', async (_name, body, headers, status) => {
    const { post } = setup();
    const r = await post(body, headers as Record<string, string>);
    expect(r.status).toBe(status);
    expect(typeof r.body.error).toBe('string');
  });

  it('rejects a body too large with 413 and a wrong method with 405', async () => {
    const { gateway } = setup();
    expect((await gateway.handle(CONTACT, { method: 'POST', ip: '1', headers: { 'content-type': 'application/json' }, body: { error: 'too-large' } })).status).toBe(413);
    const r = await gateway.handle(CONTACT, { method: 'GET', ip: '1', headers: {}, body: Buffer.alloc(0) });
    expect(r.status).toBe(405);
    expect(r.headers).toEqual({ Allow: 'POST' });
  });

  it('keeps nothing from a filled honeypot but answers as usual', async () => {
    const { store, post } = setup();
    expect((await post({ data: payload, captcha: 't', website: 'http://spam' })).status).toBe(200);
    expect(store.rows).toHaveLength(0);
  });

  it("answers 'Invalid Captcha' when the verifier refuses the token", async () => {
    const { store, post } = setup({ verifier: { verify: async () => ({ verdict: 'fail' as const }) } });
    const r = await post({ data: payload, captcha: 'forged' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ captchaS: 'Invalid Captcha' });
    expect(store.rows).toHaveLength(0);
  });

  it('the visitor gets back the reference it sent (or one made for it), never the sequential row id', async () => {
    const { post } = setup();
    const keyed = await post({ data: payload, captcha: 't' }, { 'idempotency-key': 'key-ref-000001' });
    expect(keyed.body).toEqual({ status: 200, ref: 'key-ref-000001' });
    const unkeyed = await post({ data: { ...payload, email: 'other@example.com' }, captcha: 't' });
    expect(unkeyed.body).toEqual({ status: 200, ref: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });
    expect(unkeyed.body).not.toHaveProperty('id');
  });

  it('a new lead costs the store one call: the insert, which answers a stored key as a duplicate itself', async () => {
    const { store, post } = setup();
    expect((await post({ data: payload, captcha: 't' }, { 'idempotency-key': 'key-calls-01' })).status).toBe(200);
    expect(store.calls).toEqual(['insert']);
  });

  it('a retry whose captcha token was already spent answers 200 duplicate when its key is stored', async () => {
    // Google answers a token once ('timeout-or-duplicate' after): a client retry after a lost answer must not see 400.
    const spent = new Set<string>();
    const { store, post } = setup({ verifier: { verify: async (token) => ({ verdict: !spent.has(token) && Boolean(spent.add(token)) ? 'pass' as const : 'fail' as const }) } });
    const key = { 'idempotency-key': 'key-retry-01' };
    expect((await post({ data: payload, captcha: 'once' }, key)).status).toBe(200);
    const retry = await post({ data: payload, captcha: 'once' }, key);
    expect([retry.status, retry.body]).toEqual([200, { status: 200, ref: 'key-retry-01', duplicate: true }]);
    const other = await post({ data: payload, captcha: 'once' }, { 'idempotency-key': 'key-retry-02' });
    expect([other.status, other.body.errors]).toEqual([400, { captchaS: 'Invalid Captcha' }]);
    expect(store.rows).toHaveLength(1);
  });

  it('with the store down, a bad lead still gets its field messages, not a 503', async () => {
    const { store, post } = setup();
    store.down = true;
    const r = await post({ data: { ...payload, email: 'not-an-email' }, captcha: 't' }, { 'idempotency-key': 'key-down-bad' });
    expect([r.status, r.body.errors]).toEqual([400, { email: 'Enter a valid email' }]);
  });

  it('answers 503 with Retry-After only when the store is down, and keeps nothing', async () => {
    const { store, post } = setup();
    store.down = true;
    const r = await post({ data: payload, captcha: 't' }, { 'idempotency-key': 'key-down-01' });
    expect(r.status).toBe(503);
    expect(r.headers).toEqual({ 'Retry-After': '5' });
    store.down = false;
    expect((await post({ data: payload, captcha: 't' }, { 'idempotency-key': 'key-down-01' })).status).toBe(200);
    expect(store.rows).toHaveLength(1);
  });

  it('limits requests per IP with 429 and Retry-After when they carry no captcha Google accepts', async () => {
    const { post } = setup({ limit: 2, verifier: { verify: async (token) => ({ verdict: token === 'valid' ? 'pass' as const : 'fail' as const }) } });
    await post({ data: payload, captcha: 'forged' });
    await post({ data: payload, captcha: 'forged' });
    const r = await post({ data: payload, captcha: 'forged' });
    expect(r.status).toBe(429);
    expect(Number(r.headers?.['Retry-After'])).toBeGreaterThan(0);
    const download = { data: { id: 'doc-1', email: 'asha@example.com' } };
    expect((await post(download, {}, { download: 'experience' })).status).toBe(429);
    expect((await post({ ...download, captcha: 'forged' }, {}, { download: 'experience' })).status).toBe(429);
    expect((await post({ data: { requestType: 'erase', email: 'asha@example.com' }, captcha: 'forged' }, {}, { dataRequest: true })).status).toBe(429);
    // Nothing that cannot carry a captcha gets past the limit on its way to a 4xx of its own.
    expect((await post('not json', { 'content-type': 'text/plain' })).status).toBe(429);
    expect((await post('{"data":')).status).toBe(429);
    expect((await post({ data: payload })).status).toBe(429);
  });

  it('a campus behind one address: 60 leads with valid captchas in a minute are all stored; 60 forged ones are limited as before', async () => {
    const verify = jest.fn(async (token: string) => ({ verdict: token.startsWith('valid-') ? 'pass' as const : 'fail' as const }));
    const { store, post } = setup({ limit: 20, verifier: { verify } });
    const valid = await Promise.all(Array.from({ length: 60 }, (_, i) => post({ data: { ...payload, name: `Student ${i}` }, captcha: `valid-${i}` }, {}, CONTACT, '10.1.1.1')));
    expect(valid.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(store.rows).toHaveLength(60);

    const forged = [];
    for (let i = 0; i < 60; i++) forged.push(await post({ data: payload, captcha: `forged-${i}` }, {}, CONTACT, '10.2.2.2'));
    expect(forged.slice(0, 20).map((r) => [r.status, r.body.errors])).toEqual(Array(20).fill([400, { captchaS: 'Invalid Captcha' }]));
    expect(forged.slice(20).map((r) => r.status)).toEqual(Array(40).fill(429));
    expect(store.rows).toHaveLength(60);
  });

  it('over the limit, forged tokens are checked with Google only up to a bound, then refused without a call', async () => {
    const verify = jest.fn(async () => ({ verdict: 'fail' as const }));
    const { post } = setup({ limit: 2, captchaLimit: 3, verifier: { verify } });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await post({ data: payload, captcha: `forged-${i}` })).status);
    expect(answers).toEqual([400, 400, 429, 429, 429, 429, 429, 429, 429, 429]);
    expect(verify).toHaveBeenCalledTimes(2 + 3);
  });

  it('accepts downloads with {id,email} and the vlsi-resources whitepaper with {email}, each with its captcha', async () => {
    const { store, post } = setup();
    expect((await post({ data: { id: 'doc', email: 'a@b.co' }, captcha: 't' }, {}, { download: 'curriculam' })).status).toBe(200);
    expect((await post({ data: { email: 'a@b.co' }, captcha: 't' }, {}, { download: 'vlsiresourceswhitepaper' })).status).toBe(200);
    expect((await post({ data: { email: 'a@b.co' }, captcha: 't' }, {}, { download: 'whitepaper' })).status).toBe(400);
    expect((await post({ data: { id: 'doc', email: 'bad' }, captcha: 't' }, {}, { download: 'whitepaper' })).body.errors).toEqual({ email: 'Enter a valid email' });
    expect(store.rows.map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      ['/api/download/curiculam', { data: { id: 'doc', email: 'a@b.co', consentAt: expect.any(String) } }],
      ['/api/download/vlsi-resources/whitepaper', { data: { email: 'a@b.co', consentAt: expect.any(String) } }],
    ]);
  });

  it("the document a lead form asks for after its lead rides on that lead's captcha (its key + '-download'), and only then", async () => {
    const verify = jest.fn(async (token: string) => ({ verdict: token === 'once' ? 'pass' as const : 'fail' as const }));
    const { store, post } = setup({ verifier: { verify } });
    expect((await post({ data: payload, captcha: 'once' }, { 'idempotency-key': 'lead-key-0001' })).status).toBe(200);
    const companion = await post({ data: { id: 'doc', email: ' Asha@Example.com' } }, { 'idempotency-key': 'lead-key-0001-download' }, { download: 'curriculam' });
    const stranger = await post({ data: { id: 'doc', email: 'asha@example.com' } }, { 'idempotency-key': 'no-such-lead-download' }, { download: 'curriculam' });
    expect([companion.status, stranger.status, stranger.body.errors]).toEqual([200, 400, { captchaS: 'Invalid Captcha' }]);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(store.rows.map((r) => r.key)).toEqual(['lead-key-0001', 'lead-key-0001-download']);
  });

  // One solved captcha must not buy a chain of mails to any address: a companion rides only on a
  // recent form lead of the same email that is not itself a download; anything else asks Google.
  it('a download rides on no captcha but that of a recent form lead with the same email: not a companion of a companion, not another address, not an old lead, not a data request', async () => {
    const verify = jest.fn(async (token: string) => ({ verdict: token === 'once' ? 'pass' as const : 'fail' as const }));
    const { store, post } = setup({ verifier: { verify } });
    const doc = (email: string, key: string) => post({ data: { id: 'doc', email } }, { 'idempotency-key': key }, { download: 'curriculam' });
    for (const key of ['lead-key-0002', 'lead-key-0003', 'lead-key-0004']) expect((await post({ data: payload, captcha: 'once' }, { 'idempotency-key': key })).status).toBe(200);
    expect((await post({ data: { requestType: 'access', email: 'asha@example.com' }, captcha: 'once' }, { 'idempotency-key': 'dr-key-0001' }, { dataRequest: true })).status).toBe(200);
    // Older than the window (an hour unless LEADS_COMPANION_MINUTES says otherwise).
    store.rows.find((r) => r.key === 'lead-key-0003')!.createdAt = new Date(Date.now() - 61 * 60_000);
    expect((await doc('asha@example.com', 'lead-key-0002-download')).status).toBe(200);
    const refused = await Promise.all([
      doc('asha@example.com', 'lead-key-0002-download-download'),
      doc('victim@example.com', 'lead-key-0004-download'),
      doc('asha@example.com', 'lead-key-0003-download'),
      doc('asha@example.com', 'dr-key-0001-download'),
    ]);
    expect(refused.map((r) => [r.status, r.body.errors])).toEqual(Array(4).fill([400, { captchaS: 'Invalid Captcha' }]));
    expect(store.rows.map((r) => r.key)).toEqual(['lead-key-0002', 'lead-key-0003', 'lead-key-0004', 'dr-key-0001', 'lead-key-0002-download']);
  });

  it("a held lead's companion download is held with it (sales hear of neither until a marketer releases them)", async () => {
    const verifier: CaptchaVerifier = { verify: async () => ({ verdict: 'unreachable', reason: 'siteverify answered 429' }) };
    const { store, post } = setup({ verifier });
    expect((await post({ data: payload, captcha: 'down' }, { 'idempotency-key': 'lead-key-0005' })).status).toBe(200);
    const companion = await post({ data: { id: 'doc', email: 'asha@example.com' } }, { 'idempotency-key': 'lead-key-0005-download' }, { download: 'curriculam' });
    expect(companion.status).toBe(200);
    expect(store.rows.map((r) => [r.key, r.heldReason])).toEqual([
      ['lead-key-0005', 'siteverify answered 429'],
      ['lead-key-0005-download', 'its lead lead-key-0005 is held: siteverify answered 429'],
    ]);
  });

  it("a download or a data request without a captcha Google accepts is refused 'Invalid Captcha', and nothing is kept", async () => {
    const { store, post } = setup();
    const download = await post({ data: { id: 'doc', email: 'a@b.co' } }, {}, { download: 'curriculam' });
    const request = await post({ data: { requestType: 'erase', email: 'a@b.co' } }, {}, { dataRequest: true });
    expect([download.status, download.body.errors, request.status, request.body.errors])
      .toEqual([400, { captchaS: 'Invalid Captcha' }, 400, { captchaS: 'Invalid Captcha' }]);
    expect((await post({ data: { requestType: 'erase', email: 'a@b.co' }, captcha: 't' }, {}, { dataRequest: true })).status).toBe(200);
    expect(store.rows.map((r) => r.path)).toEqual(['/api/data-request']);
  });

  it('when Google cannot be reached, a lead is 200 as usual and stored held with the reason; a token Google refuses is still refused', async () => {
    const verdicts: Record<string, 'pass' | 'fail' | 'unreachable'> = { down: 'unreachable', forged: 'fail' };
    const verifier: CaptchaVerifier = { verify: async (token) => ({ verdict: verdicts[token] ?? 'pass', reason: verdicts[token] === 'unreachable' ? 'siteverify unreachable: ECONNREFUSED' : undefined }) };
    const { store, post } = setup({ verifier });
    const insert = jest.spyOn(store, 'insert');
    const held = await post({ data: payload, captcha: 'down' }, { 'idempotency-key': 'key-held-01' });
    expect([held.status, held.body]).toEqual([200, { status: 200, ref: 'key-held-01' }]);
    expect(insert).toHaveBeenLastCalledWith('key-held-01', '/api/global-contact-form', expect.anything(), { heldReason: 'siteverify unreachable: ECONNREFUSED' });
    const forged = await post({ data: payload, captcha: 'forged' });
    expect([forged.status, forged.body.errors]).toEqual([400, { captchaS: 'Invalid Captcha' }]);
    await post({ data: payload, captcha: 'fine' }, { 'idempotency-key': 'key-fine-01' });
    expect(insert).toHaveBeenLastCalledWith('key-fine-01', '/api/global-contact-form', expect.anything(), undefined);
    expect(store.rows).toHaveLength(2);
  });

  it("stores a download's first and last touch as the visitor's browser sent them, and refuses a touch with unknown fields", async () => {
    const { store, post } = setup();
    const firstTouch = { utm_source: 'google', gclid: 'G-1', landing_page: '/', at: '2026-11-25T10:00:00.000Z' };
    const lastTouch = { utm_source: 'newsletter', utm_medium: 'email', at: '2026-11-26T10:00:00.000Z' };
    expect((await post({ data: { id: 'doc', email: 'a@b.co', firstTouch, lastTouch }, captcha: 't' }, {}, { download: 'curriculam' })).status).toBe(200);
    expect((await post({ data: { id: 'doc', email: 'a@b.co', firstTouch: { evil: 'x' } }, captcha: 't' }, {}, { download: 'curriculam' })).status).toBe(400);
    expect(store.rows.map((r) => JSON.parse(r.body).data)).toEqual([{ id: 'doc', email: 'a@b.co', consentAt: expect.any(String), firstTouch, lastTouch }]);
  });
});

describe('captcha verification with Google siteverify (stub server at the boundary)', () => {
  let server: http.Server;
  let url: string;
  let answer: Record<string, unknown>;
  let seen: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => { seen = body; res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(answer)); });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('checks success and the hostname', async () => {
    const v = googleVerifier({ secret: 's3cret', verifyUrl: url, hostnames: ['maven.example'] });
    answer = { success: true, hostname: 'maven.example' };
    expect(await v.verify('tok', '1.2.3.4')).toEqual({ verdict: 'pass' });
    expect(Object.fromEntries(new URLSearchParams(seen))).toEqual({ secret: 's3cret', response: 'tok', remoteip: '1.2.3.4' });
    answer = { success: true, hostname: 'evil.example' };
    expect((await v.verify('tok')).verdict).toBe('fail');
    answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    expect((await v.verify('tok')).verdict).toBe('fail');
    expect((await v.verify('')).verdict).toBe('fail');
  });

  it("says 'unreachable', not 'fail', when Google gives no verdict: no network, a 5xx, an answer that is not its JSON", async () => {
    const refused = googleVerifier({ secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify', hostnames: [] });
    expect(await refused.verify('tok')).toEqual({ verdict: 'unreachable', reason: expect.stringMatching(/^siteverify unreachable/) });
    const answering = (res: Response) => googleVerifier({ secret: 's', verifyUrl: url, hostnames: [], fetch: async () => res });
    expect((await answering(new Response('busy', { status: 503 })).verify('tok'))).toEqual({ verdict: 'unreachable', reason: 'siteverify answered 503' });
    expect((await answering(new Response('<html>proxy</html>', { status: 200 })).verify('tok')).verdict).toBe('unreachable');
    expect((await answering(Response.json({ hello: 1 })).verify('tok')).verdict).toBe('unreachable');
  });
});

describe('gateway settings', () => {
  it('fails loudly with the variable name', () => {
    expect(() => readLeadsConfig({ LEADS_RATE_LIMIT: 'many' })).toThrow(/LEADS_RATE_LIMIT/);
    expect(readLeadsConfig({}).DATABASE_URL).toBe('postgres://postgres:maven-local@127.0.0.1:54329/maven');
    expect(() => readLeadsConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
