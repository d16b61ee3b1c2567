// The browser's posts (lib/leads/submit.ts): a gateway error of a dying instance (nginx's 502,
// 503, 504) is sent again with the same key and body, like a request that got no answer.
import { RESEND_AFTER_MS, postDataRequest, postLead, requestDownload } from '../../../../lib/leads/submit';
import type { LeadPayload } from '../../../../lib/leads/schema';
import { ATTRIBUTION_KEY } from '../../../../lib/leads/attribution';

let calls: { url: string; init: RequestInit }[];
let answers: number[];

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    const status = answers.shift() ?? 200;
    return { ok: status < 400, status, json: async () => ({ status }) } as Response;
  }) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** Runs `work` while advancing the clock through every resend wait. */
async function withWaits<T>(work: Promise<T>): Promise<T> {
  for (const wait of RESEND_AFTER_MS) await jest.advanceTimersByTimeAsync(wait);
  return work;
}
const keysOf = () => calls.map((c) => new Headers(c.init.headers).get('idempotency-key'));
const payload = { name: 'Asha', email: 'asha@example.com' } as unknown as LeadPayload;

describe.each([502, 503, 504])('a gateway answering %i', (status) => {
  it('a lead is sent again with the same key and body, and the final answer is read', async () => {
    answers = [status, 200];
    const result = await withWaits(postLead('/api/global-contact-form', payload, { captcha: 't', idempotencyKey: 'key-12345678' }));
    expect(result.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(keysOf()).toEqual(['key-12345678', 'key-12345678']);
    expect(calls[1].init.body).toBe(calls[0].init.body);
  });

  it('a data request and a download are sent again too', async () => {
    answers = [status, 200];
    expect((await withWaits(postDataRequest({ type: 'erase' }, { idempotencyKey: 'key-data-1234', captcha: 't' }))).status).toBe(200);
    answers = [status, status, 200];
    expect(await withWaits(requestDownload('whitepaper', 'x', 'a@example.com', 'key-down-1234'))).toBe(true);
    expect(calls).toHaveLength(5);
  });

  it('after the last wait the error is final', async () => {
    answers = Array(RESEND_AFTER_MS.length + 1).fill(status);
    // The expectation holds the promise before the clock moves, so its rejection is handled.
    const rejected = expect(postLead('/api/global-contact-form', payload, { captcha: 't', idempotencyKey: 'key-12345678' })).rejects.toMatchObject({ status });
    await withWaits(rejected);
    expect(calls).toHaveLength(RESEND_AFTER_MS.length + 1);
  });
});

it.each([400, 429, 500])('an answer of the site itself (%i) is final: sent once', async (status) => {
  answers = [status, 200];
  await expect(postLead('/api/global-contact-form', payload, { captcha: 't', idempotencyKey: 'key-12345678' })).rejects.toMatchObject({ status });
  expect(calls).toHaveLength(1);
});

it("a download carries the visitor's first and last touch, like a lead (attribution on every lead)", async () => {
  const first = { utm_source: 'google', utm_campaign: 'vlsi-a', gclid: 'G-1', landing_page: '/', at: new Date(Date.now() - 864e5).toISOString() };
  const last = { utm_source: 'newsletter', utm_medium: 'email', landing_page: '/resources', at: new Date().toISOString() };
  localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ first, last }));
  try {
    answers = [200];
    expect(await requestDownload('whitepaper', 'x', 'a@example.com', 'key-down-1234')).toBe(true);
    expect(JSON.parse(String(calls[0].init.body)).data).toEqual({ id: 'x', email: 'a@example.com', firstTouch: first, lastTouch: last });
  } finally {
    localStorage.removeItem(ATTRIBUTION_KEY);
  }
});
