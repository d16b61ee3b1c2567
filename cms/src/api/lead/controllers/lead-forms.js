'use strict';

const { checkForwardToken } = require('../../../lead-token');

// The lead contract the site's gateway reads too: one source for the download table, the
// email pattern and the field limits (shared/contract.json at the repository root).
const contract = require('../../../lead-contract');
// The touches' stored fields and the channel rule table, shared with the site (shared/touch.cjs).
const { ATTRIBUTION, TOUCH_FIELDS, columnOf, channelOf } = require('../../../lead-touch');

// downloads whose body is {data:{email}} only
const EMAIL_ONLY_DOWNLOADS = new Set(contract.emailOnlyDownloads);
// Lead payload fields (spec §3) and their max length.
const LEAD_FIELDS = contract.fieldMaxLength;
const EMAIL_RE = new RegExp(contract.emailPattern);
// QA's leads (an address at the reserved .test domain): stored, flagged, filterable in the admin.
const TEST_LEAD_RE = new RegExp(contract.testLeadEmailPattern, 'i');
const testFlag = (email) => ({ testLead: typeof email === 'string' && TEST_LEAD_RE.test(email) });
const IDEMPOTENCY_KEY_MAX = contract.idempotencyKeyMaxLength;

class BadRequest extends Error {}

const badRequest = (ctx, message, details) => {
  ctx.status = 400;
  ctx.body = { status: 400, error: { name: 'ValidationError', message, details: details || {} } };
};

const getData = (body) => {
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

/**
 * The consent a lead carries: the notice version shown, the marketing opt-in (false
 * unless the person ticked it) and the time the site's gateway accepted it. All optional on the
 * wire, so the spec's bodies stay valid; the opt-in is stored false when absent.
 */
const consentOf = (data) => {
  const consent = { marketingOptIn: false };
  const version = cleanString(data.noticeVersion, 'noticeVersion', contract.consent.noticeVersionMaxLength);
  if (version) consent.noticeVersion = version;
  if (data.marketingOptIn !== undefined && data.marketingOptIn !== null) {
    if (typeof data.marketingOptIn !== 'boolean') throw new BadRequest('Field "marketingOptIn" must be true or false');
    consent.marketingOptIn = data.marketingOptIn;
  }
  // Issue 33: the separate opt-in for telling the ad platforms of the lead; false unless ticked.
  if (data.adMeasurementOptIn !== undefined && data.adMeasurementOptIn !== null) {
    if (typeof data.adMeasurementOptIn !== 'boolean') throw new BadRequest('Field "adMeasurementOptIn" must be true or false');
    consent.adMeasurementOptIn = data.adMeasurementOptIn;
  }
  const at = cleanString(data.consentAt, 'consentAt', 40);
  if (at) {
    if (Number.isNaN(Date.parse(at))) throw new BadRequest('Field "consentAt" is not a date');
    consent.consentAt = new Date(at).toISOString();
  }
  return consent;
};

/** Issue 35: a download's opt-in waits for the owner of the address to confirm it (double opt-in). */
const optInPendingOf = (data) => {
  if (data.optInPending === undefined || data.optInPending === null) return {};
  if (typeof data.optInPending !== 'boolean') throw new BadRequest('Field "optInPending" must be true or false');
  return { optInPending: data.optInPending };
};

const getIdempotencyKey = (raw) => {
  if (raw === undefined || raw === null) return undefined;
  const key = String(raw).trim();
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new BadRequest(`Idempotency-Key is longer than ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  return key;
};

/** What a stored lead is answered with; `duplicate` when its key was stored before. */
const answerOf = (stored) => ({ id: stored.id, documentId: stored.documentId, ...(stored.duplicate ? { duplicate: true } : {}) });

const store = (items) => strapi.service('api::lead.lead-store').store(items);

const serverError = (ctx, err, message) => {
  strapi.log.error(`[leads] ${ctx.request.path}: ${err && err.stack ? err.stack : err}`);
  ctx.status = 500;
  ctx.body = { status: 500, error: { name: 'InternalServerError', message } };
};

/** One lead route: the lead kind follows from the request path. */
async function single(ctx) {
  if (!checkForwardToken(ctx)) return;
  try {
    const lead = buildLead(contract.routePath(ctx.request.path), getData(ctx.request.body), await channelRules());
    const [stored] = await store([{ key: getIdempotencyKey(ctx.request.header['idempotency-key']), lead }]);
    ctx.status = 200;
    ctx.body = { status: 200, ...answerOf(stored) };
  } catch (err) {
    if (err instanceof BadRequest) return badRequest(ctx, err.message);
    serverError(ctx, err, 'Could not store the lead');
  }
}

/**
 * The site's workers forward queued leads in batches: one request, one lock pass, one insert
 * for up to contract.batch.max leads. Body { leads: [{ key, path, body }] } (path: the single
 * route the lead was posted for, body: what that route takes). Answer { results }, in order:
 * { key, status: 200, id, documentId, duplicate? } or { key, status: 400, error: { message } };
 * one bad lead does not refuse its neighbours.
 */
async function batch(ctx) {
  if (!checkForwardToken(ctx)) return;
  const leads = ctx.request.body && ctx.request.body.leads;
  if (!Array.isArray(leads) || leads.length === 0 || leads.length > contract.batch.max) {
    return badRequest(ctx, `Body must be {"leads": [...]} with 1 to ${contract.batch.max} leads`);
  }
  const results = [];
  const items = [];
  const rules = await channelRules();
  for (const entry of leads) {
    const key = entry && typeof entry.key === 'string' ? entry.key : undefined;
    try {
      if (!entry || typeof entry !== 'object') throw new BadRequest('Each lead must be an object {key, path, body}');
      const idempotencyKey = getIdempotencyKey(entry.key);
      if (!idempotencyKey) throw new BadRequest('Each lead of a batch needs its key');
      const path = contract.routePath(String(entry.path || '')).replace(/\/+$/, '');
      // A person's data request rides the same queue and batch, into its own collection.
      const item = path === DATA_REQUEST_PATH
        ? { key: idempotencyKey, lead: dataRequestOf(getData(entry.body)), uid: DATA_REQUEST_UID }
        : {
          key: idempotencyKey,
          lead: { ...buildLead(path, getData(entry.body), rules), ...gatewayFindings(entry) },
          repeatOf: repeatOfKey(entry),
        };
      items.push(item);
      results.push(item);
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err;
      results.push({ key, status: 400, error: { name: 'ValidationError', message: err.message } });
    }
  }
  try {
    const stored = items.length ? await store(items) : [];
    const byItem = new Map(items.map((item, n) => [item, stored[n]]));
    ctx.status = 200;
    ctx.body = {
      results: results.map((r) => (byItem.has(r) ? { key: r.key, status: 200, ...answerOf(byItem.get(r)) } : r)),
    };
  } catch (err) {
    serverError(ctx, err, 'Could not store the leads');
  }
}

/**
 * What the site's gateway found beside the body (issue 35): held from sales (why: Google could not
 * check the captcha) until a marketer releases it; a repeat of an earlier lead of the same person.
 */
const gatewayFindings = (entry) => {
  const found = {};
  if (entry.held !== undefined) {
    const reason = cleanString(entry.held, 'held', 500);
    if (reason) Object.assign(found, { held: true, heldReason: reason });
  }
  if (repeatOfKey(entry)) found.repeat = true;
  return found;
};
const repeatOfKey = (entry) => getIdempotencyKey(entry.repeatOf);

/**
 * The first and last touch (issue 33), each { utm_source, …, at } on the wire, as the lead's own
 * fields (firstUtmSource, …, lastTouchAt); the touch itself for the channel rules.
 */
const touchesOf = (data) => {
  const fields = {};
  const touches = {};
  for (const which of ['first', 'last']) {
    const raw = data[`${which}Touch`];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequest(`Field "${which}Touch" must be an object`);
    const touch = {};
    for (const field of TOUCH_FIELDS) {
      const v = cleanString(raw[field], `${which}Touch.${field}`, ATTRIBUTION.fieldMaxLength[field]);
      if (v === undefined) continue;
      if (field === 'at' && Number.isNaN(Date.parse(v))) throw new BadRequest(`Field "${which}Touch.at" is not a date`);
      touch[field] = v;
      fields[columnOf(which, field)] = field === 'at' ? new Date(v).toISOString() : v;
    }
    if (Object.keys(touch).length) touches[which] = touch;
  }
  return { fields, touch: touches.last || touches.first };
};

/** The channel by the marketers' rules (the CMS collection, else the defaults); the page's when none matches. */
const withChannel = (lead, touch, rules) => {
  const channel = channelOf(touch, rules);
  return channel ? { ...lead, channel } : lead;
};

const contactLead = (form) => (data, rules) => {
  const touches = touchesOf(data);
  const lead = { form, ...consentOf(data), ...touches.fields };
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
  return withChannel({ ...lead, ...testFlag(lead.email) }, touches.touch, rules);
};

const downloadLead = (type) => (data, rules) => {
  const email = cleanString(data.email, 'email', LEAD_FIELDS.email);
  if (!email) throw new BadRequest('Field "email" is required');
  if (!EMAIL_RE.test(email)) throw new BadRequest('Field "email" is not a valid email address');
  // `id` (the downloaded item) is optional on purpose: losing a lead because the site
  // sent no id would be worse than storing it without one.
  const downloadId = EMAIL_ONLY_DOWNLOADS.has(type) ? undefined : cleanString(data.id, 'id', contract.downloadIdMaxLength);
  const touches = touchesOf(data);
  const lead = { form: `download:${type}`, email, ...consentOf(data), ...optInPendingOf(data), ...touches.fields, ...testFlag(email) };
  if (downloadId) lead.downloadId = downloadId;
  const url = cleanString(data.url, 'url', LEAD_FIELDS.url);
  if (url) lead.url = url;
  return withChannel(lead, touches.touch, rules);
};

const DATA_REQUEST_UID = 'api::data-request.data-request';
const DATA_REQUEST_PATH = contract.routePath(contract.dataRequest.path);
const DATA_REQUEST_TYPES = new Set(contract.dataRequest.types);

/** A data request as the gateway checked it: its type, an email or phone, an optional message. */
const dataRequestOf = (data) => {
  const requestType = cleanString(data.requestType, 'requestType', 40);
  if (!DATA_REQUEST_TYPES.has(requestType)) {
    throw new BadRequest(`Field "requestType" must be one of ${[...DATA_REQUEST_TYPES].join(', ')}`);
  }
  const request = { requestType, requestStatus: 'new' };
  const email = cleanString(data.email, 'email', LEAD_FIELDS.email);
  const mobileNumber = cleanString(data.mobileNumber, 'mobileNumber', LEAD_FIELDS.mobileNumber);
  if (!email && !mobileNumber) throw new BadRequest('At least one of "email" or "mobileNumber" is required');
  if (email && !EMAIL_RE.test(email)) throw new BadRequest('Field "email" is not a valid email address');
  if (email) request.email = email;
  if (mobileNumber) request.mobileNumber = mobileNumber;
  const message = cleanString(data.message, 'message', contract.dataRequest.messageMaxLength);
  if (message) request.message = message;
  const at = cleanString(data.requestedAt, 'requestedAt', 40);
  if (at && !Number.isNaN(Date.parse(at))) request.requestedAt = new Date(at).toISOString();
  return request;
};

// Route path (without the /api prefix) -> the lead it stores.
const BUILDERS = new Map([
  [contract.routePath(contract.forms.contact.path), contactLead(contract.forms.contact.stored)],
  [contract.routePath(contract.forms.referAndEarn.path), contactLead(contract.forms.referAndEarn.stored)],
  ...Object.entries(contract.downloads).map(([type, path]) => [contract.routePath(path), downloadLead(type)]),
]);

const buildLead = (path, data, rules) => {
  const build = BUILDERS.get(path.replace(/\/+$/, ''));
  if (!build) throw new BadRequest('Unknown lead endpoint');
  return build(data, rules);
};

const channelRules = () => strapi.service('api::channel-rule.channel-rule').rules();

module.exports = { single, batch };
