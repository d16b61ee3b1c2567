'use strict';

const crypto = require('crypto');

const LEAD_UID = 'api::lead.lead';

// The lead contract the site's gateway reads too: one source for the download table, the
// email pattern and the field limits (lib/leads/contract.json at the repository root).
const contract = require('../../../lead-contract');

// path (without the /api prefix) -> download type stored as form "download:<type>"
const DOWNLOAD_TYPES = Object.fromEntries(
  Object.entries(contract.downloads).map(([type, path]) => [path.replace(/^\/api/, ''), type]),
);
// downloads whose body is {data:{email}} only
const EMAIL_ONLY_DOWNLOADS = new Set(contract.emailOnlyDownloads);
// Lead payload fields (spec §3) and their max length.
const LEAD_FIELDS = contract.fieldMaxLength;
const EMAIL_RE = new RegExp(contract.emailPattern);
const IDEMPOTENCY_KEY_MAX = contract.idempotencyKeyMaxLength;

class BadRequest extends Error {}

const badRequest = (ctx, message, details) => {
  ctx.status = 400;
  ctx.body = { status: 400, error: { name: 'ValidationError', message, details: details || {} } };
};

// Constant-time bearer token check. Only enforced when LEAD_FORWARD_TOKEN is set.
const checkForwardToken = (ctx) => {
  const expected = process.env.LEAD_FORWARD_TOKEN;
  if (!expected) return true;
  const header = ctx.request.header.authorization || '';
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  const given = m ? m[1].trim() : '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  if (given && crypto.timingSafeEqual(a, b)) return true;
  ctx.status = 401;
  ctx.body = { status: 401, error: { name: 'UnauthorizedError', message: 'Missing or invalid bearer token' } };
  return false;
};

const getData = (ctx) => {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('Request body must be a JSON object {"data": {...}}');
  }
  const { data } = body;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new BadRequest('Missing "data" object in the request body');
  }
  return data;
};

// Accept strings (and numbers for ids/phone numbers); trim; enforce max length.
const cleanString = (value, field, max) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') throw new BadRequest(`Field "${field}" must be a string`);
  const v = value.trim();
  if (v.length > max) throw new BadRequest(`Field "${field}" is longer than ${max} characters`);
  return v === '' ? undefined : v;
};

const getIdempotencyKey = (ctx) => {
  const raw = ctx.request.header['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = String(raw).trim();
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new BadRequest(`Idempotency-Key is longer than ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  return key;
};

const findByIdempotencyKey = (strapi, key) =>
  strapi.db.query(LEAD_UID).findOne({ where: { idempotencyKey: key }, select: ['id', 'documentId'] });

// In-process serialisation per Idempotency-Key: the `unique` attribute is checked by
// Strapi's validator (read-then-insert), so two concurrent requests with the same key
// could otherwise both insert. One CMS process per database (SQLite or Postgres) => this is enough.
const keyLocks = new Map();
async function withKeyLock(key, fn) {
  if (!key) return fn();
  const prev = keyLocks.get(key) || Promise.resolve();
  let release;
  const current = new Promise((r) => (release = r));
  const chained = prev.then(() => current);
  keyLocks.set(key, chained);
  await prev;
  try {
    return await fn();
  } finally {
    release();
    if (keyLocks.get(key) === chained) keyLocks.delete(key);
  }
}

async function storeLead(strapi, ctx, leadData) {
  const idempotencyKey = getIdempotencyKey(ctx);
  return withKeyLock(idempotencyKey, () => storeLeadUnlocked(strapi, ctx, leadData, idempotencyKey));
}

function answer(ctx, lead, duplicate) {
  ctx.status = 200;
  ctx.body = { status: 200, id: lead.id, documentId: lead.documentId, ...(duplicate ? { duplicate: true } : {}) };
}

/** A lead already stored under this key is answered as such: a retry must count once. */
async function answerIfStored(strapi, ctx, idempotencyKey) {
  const existing = idempotencyKey ? await findByIdempotencyKey(strapi, idempotencyKey) : null;
  if (existing) answer(ctx, existing, true);
  return Boolean(existing);
}

async function storeLeadUnlocked(strapi, ctx, leadData, idempotencyKey) {
  if (await answerIfStored(strapi, ctx, idempotencyKey)) return;
  try {
    const created = await strapi.documents(LEAD_UID).create({
      data: { ...leadData, idempotencyKey },
    });
    answer(ctx, created, false);
  } catch (err) {
    // Concurrent request with the same key lost the race on the unique column/validator.
    if (await answerIfStored(strapi, ctx, idempotencyKey)) return;
    throw err;
  }
}

const handle = (buildLead) =>
  async function handler(ctx) {
    if (!checkForwardToken(ctx)) return;
    try {
      const data = getData(ctx);
      const lead = buildLead(data, ctx);
      await storeLead(strapi, ctx, lead);
    } catch (err) {
      if (err instanceof BadRequest) return badRequest(ctx, err.message);
      if (err && err.name === 'ValidationError') return badRequest(ctx, err.message, err.details);
      strapi.log.error(`[leads] ${ctx.request.path}: ${err && err.stack ? err.stack : err}`);
      ctx.status = 500;
      ctx.body = { status: 500, error: { name: 'InternalServerError', message: 'Could not store the lead' } };
    }
  };

const buildContactLead = (form) => (data) => {
  const lead = { form };
  for (const [field, max] of Object.entries(LEAD_FIELDS)) {
    const v = cleanString(data[field], field, max);
    if (v !== undefined) lead[field] = v;
  }
  if (!lead.email && !lead.mobileNumber) {
    throw new BadRequest('At least one of "email" or "mobileNumber" is required');
  }
  if (lead.email && !EMAIL_RE.test(lead.email)) {
    throw new BadRequest('Field "email" is not a valid email address');
  }
  return lead;
};

const buildDownloadLead = (data, ctx) => {
  const prefix = strapi.config.get('api.rest.prefix', '/api');
  const sub = ctx.request.path.startsWith(prefix) ? ctx.request.path.slice(prefix.length) : ctx.request.path;
  const type = DOWNLOAD_TYPES[sub.replace(/\/+$/, '')];
  if (!type) throw new BadRequest('Unknown download endpoint');
  const email = cleanString(data.email, 'email', LEAD_FIELDS.email);
  if (!email) throw new BadRequest('Field "email" is required');
  if (!EMAIL_RE.test(email)) throw new BadRequest('Field "email" is not a valid email address');
  // `id` (the downloaded item) is optional on purpose: losing a lead because the site
  // sent no id would be worse than storing it without one.
  const downloadId = EMAIL_ONLY_DOWNLOADS.has(type) ? undefined : cleanString(data.id, 'id', contract.downloadIdMaxLength);
  const lead = { form: `download:${type}`, email };
  if (downloadId) lead.downloadId = downloadId;
  const url = cleanString(data.url, 'url', LEAD_FIELDS.url);
  if (url) lead.url = url;
  return lead;
};

module.exports = {
  contact: handle(buildContactLead(contract.forms.contact.stored)),
  referAndEarn: handle(buildContactLead(contract.forms.referAndEarn.stored)),
  download: handle(buildDownloadLead),
};
