#!/usr/bin/env node
// Throws 1,000 malformed requests at the lead gateway and prints the status-code histogram.
// Any 5xx (or a dropped connection) is a failure: exit code 1.
//   node bench/leads-malformed.mjs [--site http://127.0.0.1:3200] [--count 1000]
// Loopback only. Run the site with LEADS_RATE_LIMIT=100000 (else most answers are 429s).
const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
const site = arg('site', 'http://127.0.0.1:3200');
const count = Math.min(5000, Number(arg('count', 1000)));
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(site).hostname)) { console.error(`refusing non-loopback target ${site}`); process.exit(2); }

const PATHS = ['/api/global-contact-form', '/api/global-referandearn-form', '/api/download/courses', '/api/download/vlsi-resources/whitepaper', '/api/download/newsAndEvent/whitepaper'];
const good = {
  name: 'Asha', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: 'a@example.com', message: '', state: 'Goa',
  country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Fuzz', url: 'http://x/', oldSource: 'test',
};
let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = (a) => a[Math.floor(rnd() * a.length)];
const junk = (n) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(rnd() * 0xffff))).join('');
const json = (v) => JSON.stringify(v);

// Each generator: [name, () => ({ method?, contentType?, body?, headers? })]
const CASES = [
  ['truncated JSON', () => ({ body: json({ data: good }).slice(0, Math.floor(rnd() * 60)) })],
  ['random bytes', () => ({ body: Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 400) }, () => Math.floor(rnd() * 256))) })],
  ['random unicode', () => ({ body: junk(1 + Math.floor(rnd() * 200)) })],
  ['empty body', () => ({ body: '' })],
  ['JSON scalar', () => ({ body: pick(['null', 'true', '0', '"x"', '[]', '[1,2]', '1e999']) })],
  ['no data', () => ({ body: json({ captcha: 't' }) })],
  ['data not an object', () => ({ body: json({ data: pick([null, 1, 'x', [], true]) }) })],
  ['wrong field types', () => ({ body: json({ data: { ...good, [pick(Object.keys(good))]: pick([1, null, {}, [], true]) }, captcha: 't' }) })],
  ['unknown fields', () => ({ body: json({ data: { ...good, isAdmin: true }, captcha: 't' }) })],
  ['prototype pollution', () => ({ body: `{"__proto__":{"polluted":1},"data":${json(good)},"captcha":"t","constructor":{"prototype":{"x":1}}}` })],
  ['deep nesting', () => ({ body: `${'['.repeat(5000)}${']'.repeat(5000)}` })],
  ['huge string field', () => ({ body: json({ data: { ...good, message: 'x'.repeat(12_000) }, captcha: 't' }) })],
  ['too large (64 kB)', () => ({ body: json({ data: { ...good, message: 'x'.repeat(64_000) }, captcha: 't' }) })],
  ['too large (1 MB)', () => ({ body: 'x'.repeat(1_000_000) })],
  ['invalid values', () => ({ body: json({ data: { ...good, email: pick(['', 'x', '@', 'a@b']), mobileNumber: pick(['', '+1', 'abc', '+91-'.padEnd(300, '9')]) }, captcha: 't' }) })],
  ['missing captcha', () => ({ body: json({ data: good }) })],
  ['wrong content type', () => ({ contentType: pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']), body: json({ data: good, captcha: 't' }) })],
  ['bad idempotency key', () => ({ headers: { 'idempotency-key': pick(['x', '../../etc', 'k'.repeat(500), 'ü-key-1234']) }, body: json({ data: good, captcha: 't' }) })],
  ['wrong method', () => ({ method: pick(['GET', 'PUT', 'DELETE', 'PATCH']), body: undefined })],
  ['download without id', () => ({ path: '/api/download/courses', body: json({ data: { email: 'a@example.com' } }) })],
  ['unknown download', () => ({ path: `/api/download/${pick(['x', '../../etc/passwd', 'courses/extra', '%00'])}`, body: json({ data: { id: '1', email: 'a@example.com' } }) })],
  ['bad states query', () => ({ path: `/api/states?country=${pick(['', 'ZZ', 'india', '%00', 'I'.repeat(300)])}`, method: 'GET', body: undefined })],
];

const histogram = {};
const byCase = {};
let failures = 0;
async function one(i) {
  const [name, make] = CASES[i % CASES.length];
  const c = make();
  const method = c.method ?? 'POST';
  const headers = { ...(c.contentType === undefined ? { 'content-type': 'application/json' } : c.contentType ? { 'content-type': c.contentType } : {}), ...(c.headers ?? {}) };
  let code;
  try {
    const res = await fetch(`${site}${c.path ?? pick(PATHS)}`, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : c.body, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    code = String(res.status);
  } catch (err) {
    code = `ERR:${err.cause?.code ?? err.name}`;
  }
  histogram[code] = (histogram[code] ?? 0) + 1;
  (byCase[name] ??= {})[code] = (byCase[name][code] ?? 0) + 1;
  if (code.startsWith('5') || code.startsWith('ERR')) failures++;
}

const t0 = performance.now();
let next = 0;
await Promise.all(Array.from({ length: 8 }, async () => { while (next < count) await one(next++); }));
console.log(`${count} malformed requests in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
console.log('status histogram:', JSON.stringify(Object.fromEntries(Object.entries(histogram).sort())));
for (const [name, h] of Object.entries(byCase)) console.log(`  ${name.padEnd(22)} ${JSON.stringify(h)}`);
console.log(failures ? `FAIL: ${failures} answers were 5xx or dropped connections` : 'OK: no 5xx');
process.exitCode = failures ? 1 : 0;
