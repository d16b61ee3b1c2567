'use strict';

// What happens to a lead after it is stored.
// - confirm: the site tells that a person clicked the link mailed to them (a data request, or a
//   download's marketing opt-in), with the site's lead token. 404 while the lead is not here yet
//   (the site retries).
// - release: a marketer releases a held lead or data request (Google could not check its captcha)
//   in the admin; the site queues what was held back (its webhook, the counsellors' alert, the
//   person's mail), then it is marked released here. Registered as admin routes (src/lead-follow-up.js).
const { checkForwardToken } = require('../../../lead-token');

const LEAD_UID = 'api::lead.lead';
const DATA_REQUEST_UID = 'api::data-request.data-request';
const SITE_TIMEOUT_MS = 8000;

const answer = (ctx, status, body) => {
  ctx.status = status;
  ctx.body = body;
};

async function confirm(ctx) {
  if (!checkForwardToken(ctx)) return;
  const { key, confirmedAt } = ctx.request.body || {};
  const at = typeof confirmedAt === 'string' && !Number.isNaN(Date.parse(confirmedAt)) ? new Date(confirmedAt).toISOString() : null;
  if (typeof key !== 'string' || !key || !at) return answer(ctx, 400, { status: 400, error: { message: 'Send {"key", "confirmedAt"}' } });
  const request = await strapi.db.query(DATA_REQUEST_UID).findOne({ where: { idempotencyKey: key }, select: ['id'] });
  if (request) {
    await strapi.db.query(DATA_REQUEST_UID).update({ where: { id: request.id }, data: { confirmed: true, confirmedAt: at } });
    return answer(ctx, 200, { status: 200, confirmed: 'data-request' });
  }
  const lead = await strapi.db.query(LEAD_UID).findOne({ where: { idempotencyKey: key }, select: ['id', 'optInPending'] });
  if (!lead) return answer(ctx, 404, { status: 404, error: { message: 'No lead or data request with this key yet' } });
  // Only an opt-in the person asked for becomes one: a confirmation of anything else changes nothing.
  if (lead.optInPending) {
    const confirmed = { marketingOptIn: true, optInPending: false, optInConfirmedAt: at };
    await strapi.db.query(LEAD_UID).update({ where: { id: lead.id }, data: confirmed });
  }
  return answer(ctx, 200, { status: 200, confirmed: lead.optInPending ? 'opt-in' : 'nothing' });
}

/** The site's release route, from SITE_URL (the site's public URL, as Preview uses it). */
const releaseUrl = () => (process.env.SITE_URL ? `${process.env.SITE_URL.replace(/\/$/, '')}/api/leads/release` : null);

/** What a marketer may release, by the route's kind: leads (to sales), data requests (the confirmation link). */
const RELEASABLE = { lead: LEAD_UID, 'data-request': DATA_REQUEST_UID };

/**
 * The entry when the signed-in role may edit THIS entry's held field, as the Content Manager's own
 * update asks: a role's conditions (such as "is creator") hold for the entry itself, which a check
 * on the type alone ignores. Otherwise answers 403 (or 404, 409 when not held) and returns null.
 */
async function releasable(ctx) {
  const uid = RELEASABLE[ctx.params.kind || 'lead'];
  if (!uid) return answer(ctx, 404, { error: 'Nothing of this kind is released' });
  const noun = uid === LEAD_UID ? 'lead' : 'data request';
  const forbidden = () => answer(ctx, 403, { error: `Your role may not edit this ${noun}` });
  const userAbility = ctx.state.userAbility;
  if (!userAbility) return forbidden();
  const contentManager = strapi.plugin('content-manager');
  const checker = contentManager.service('permission-checker').create({ userAbility, model: uid });
  if (checker.cannot.update()) return forbidden();
  // What the role's conditions look at (createdBy, its roles, …) is loaded with the entry.
  const populate = await contentManager.service('populate-builder')(uid).populateFromQuery(await checker.sanitizedQuery.update({})).build();
  const entry = await strapi.documents(uid).findOne({ documentId: ctx.params.documentId, populate });
  if (!entry) return answer(ctx, 404, { error: `No such ${noun}` });
  if (checker.cannot.update(entry, 'held') || checker.cannot.update(entry, 'releasedAt')) return forbidden();
  if (!entry.held) return answer(ctx, 409, { error: `This ${noun} is not held` });
  return { uid, entry };
}

/** GET: whether the signed-in role may release this entry now (the admin shows the button only then). */
async function mayRelease(ctx) {
  if (await releasable(ctx)) answer(ctx, 200, { may: true });
}

async function release(ctx) {
  const found = await releasable(ctx);
  if (!found) return;
  const { uid, entry } = found;
  const url = releaseUrl();
  if (!url || !process.env.LEAD_FORWARD_TOKEN) return answer(ctx, 503, { error: 'Releasing needs SITE_URL and LEAD_FORWARD_TOKEN set for the CMS' });
  let res;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.LEAD_FORWARD_TOKEN}` },
      body: JSON.stringify({ key: entry.idempotencyKey }),
      signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
    });
  } catch (err) {
    strapi.log.warn(`[leads] release: the site did not answer: ${err.message}`);
    return answer(ctx, 502, { error: 'The site did not answer; nothing was released. Try again in a minute.' });
  }
  // 200 either way once the site has it (released now, or before): the entry is released.
  if (res.status !== 200) return answer(ctx, 502, { error: `The site answered ${res.status}; nothing was released. Try again in a minute.` });
  const releasedAt = new Date().toISOString();
  await strapi.db.query(uid).update({ where: { id: entry.id }, data: { held: false, releasedAt } });
  // The document a lead's form asked for, held with it, was released with it by the site.
  const { keys } = await res.json().catch(() => ({}));
  const others = Array.isArray(keys) ? keys.filter((k) => typeof k === 'string' && k !== entry.idempotencyKey) : [];
  if (uid === LEAD_UID && others.length) {
    const where = { idempotencyKey: { $in: others }, held: true };
    await strapi.db.query(LEAD_UID).updateMany({ where, data: { held: false, releasedAt } });
  }
  strapi.log.info(JSON.stringify({ event: 'lead.released', leadId: entry.id, uid, companions: others.length }));
  return answer(ctx, 200, { released: true, releasedAt });
}

module.exports = { confirm, release, mayRelease };
