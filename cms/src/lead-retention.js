'use strict';

// The CMS keeps a lead or a data request LEADS_CMS_RETENTION_DAYS (365) days after it
// was stored, then deletes it: no person's data outlives its purpose. Swept at start and every
// LEADS_CMS_RETENTION_SWEEP_MS (an hour); a delete by query, so no webhook fires and nothing about
// the entries leaves the CMS. The site's queue has its own period (LEADS_RETENTION_DAYS, 30).
const TYPES = ['api::lead.lead', 'api::data-request.data-request'];
const DEFAULT_DAYS = 365;
const DEFAULT_SWEEP_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole number of days, 1 or more; a wrong value stops the start with its name. */
function retentionDays(env) {
  const raw = env.LEADS_CMS_RETENTION_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`[cms] LEADS_CMS_RETENTION_DAYS must be a whole number of days, 1 or more (got "${raw}")`);
  return days;
}

/** Deletes what was stored more than `days` ago; how many of each type went. */
async function sweepRetention(strapi, days, now = Date.now()) {
  const before = new Date(now - days * DAY_MS);
  const gone = {};
  for (const uid of TYPES) {
    const { count } = await strapi.db.query(uid).deleteMany({ where: { createdAt: { $lt: before } } });
    gone[uid] = count;
  }
  if (Object.values(gone).some(Boolean)) {
    strapi.log.info(JSON.stringify({ event: 'lead.retention_deleted', leads: gone[TYPES[0]], dataRequests: gone[TYPES[1]], retentionDays: days }));
  }
  return gone;
}

/** Read at register (a wrong value fails the start); swept from bootstrap on. */
function registerRetention(strapi, env = process.env) {
  const days = retentionDays(env);
  const every = Number(env.LEADS_CMS_RETENTION_SWEEP_MS) > 0 ? Number(env.LEADS_CMS_RETENTION_SWEEP_MS) : DEFAULT_SWEEP_MS;
  return function startRetention() {
    const sweep = () => sweepRetention(strapi, days).catch((err) => strapi.log.error(`[retention] sweep failed: ${err.message}`));
    void sweep();
    setInterval(sweep, every).unref();
  };
}

module.exports = { registerRetention };
