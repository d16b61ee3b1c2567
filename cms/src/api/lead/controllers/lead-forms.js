'use strict';

const { checkForwardToken } = require('../../../lead-token');

// The lead contract the site's gateway runs too: the routes and the download table, and the
// schemas every body is checked and cleaned by (shared/ at the repository root).
const contract = require('../../../lead-contract');
// The touches' stored columns and the channel rule table, shared with the site (shared/touch.cjs).
const { columnOf, channelOf } = require('../../../lead-touch');

// downloads whose body is {data:{email}} only
const EMAIL_ONLY_DOWNLOADS = new Set(contract.emailOnlyDownloads);
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

/**
 * `data` as the contract's `schema` takes it: checked, trimmed, cleaned; else a BadRequest naming the
 * first problem by its field (`Field "name" is longer than 200 characters`).
 */
const checked = (schema, data) => {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new BadRequest(issue.path.length ? `Field "${issue.path.join('.')}" ${issue.message}` : issue.message);
};

/** The checked values worth a column: no empty text. */
const present = (values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));

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
  await contract.loaded;
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
  await contract.loaded;
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
        ? { key: idempotencyKey, lead: { ...dataRequestOf(getData(entry.body)), ...heldOf(entry) }, uid: DATA_REQUEST_UID }
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
 * What the site's gateway found beside the body: held from sales (why: Google could not
 * check the captcha) until a marketer releases it; a repeat of an earlier lead of the same person.
 */
const gatewayFindings = (entry) => ({ ...heldOf(entry), ...(repeatOfKey(entry) ? { repeat: true } : {}) });
/** Held, and why; the only finding a data request keeps (its collection has no repeat). */
const heldOf = (entry) => {
  const reason = typeof entry.held === 'string' ? entry.held.trim().slice(0, 500) : '';
  return reason ? { held: true, heldReason: reason } : {};
};
const repeatOfKey = (entry) => getIdempotencyKey(entry.repeatOf);

/** The first and last touch, checked by the contract, as the lead's own columns (firstUtmSource, …, lastTouchAt). */
const touchColumns = ({ firstTouch, lastTouch }) => Object.fromEntries([['first', firstTouch], ['last', lastTouch]]
  .flatMap(([which, touch]) => Object.entries(touch || {}).map(([field, v]) => [columnOf(which, field), v])));

/**
 * The lead with its channel by the marketers' rules (the CMS collection, else the defaults), from
 * its last touch, else its first; the page's channel when no rule matches. QA's leads (an address at
 * the reserved .test domain) are stored flagged, filterable in the admin.
 */
const finished = (lead, { firstTouch, lastTouch }, rules) => {
  const channel = channelOf(lastTouch || firstTouch, rules);
  const testLead = contract.schemas.isTestEmail(lead.email);
  return { ...lead, ...touchColumns({ firstTouch, lastTouch }), testLead, ...(channel ? { channel } : {}) };
};

// The opt-in is stored false unless the person ticked it.
const contactLead = (form) => (data, rules) => {
  const { firstTouch, lastTouch, ...fields } = checked(contract.schemas.storedLead, data);
  return finished({ form, marketingOptIn: false, ...present(fields) }, { firstTouch, lastTouch }, rules);
};

// `id` (the downloaded item) is optional on purpose: losing a lead because the site sent no id
// would be worse than storing it without one.
const downloadLead = (type) => (data, rules) => {
  const { firstTouch, lastTouch, id, ...fields } = checked(contract.schemas.storedDownload, data);
  const downloadId = EMAIL_ONLY_DOWNLOADS.has(type) ? undefined : id;
  return finished({ form: `download:${type}`, marketingOptIn: false, ...present({ ...fields, downloadId }) }, { firstTouch, lastTouch }, rules);
};

const DATA_REQUEST_UID = 'api::data-request.data-request';
const DATA_REQUEST_PATH = contract.routePath(contract.dataRequest.path);

/** A data request as the gateway checked it: its type, an email or phone, an optional message. */
const dataRequestOf = (data) => ({ requestStatus: 'new', ...present(checked(contract.schemas.storedDataRequest, data)) });

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
