'use strict';

/**
 * Redirects are content: the `redirect` collection (from, to, permanent), read by
 * the site before it answers 404. No maintained Strapi 5 plugin does this in the registry
 * (strapi-plugin-redirects is Strapi 4 only; webtools sells redirects as a paid add-on), so two
 * document-service middlewares keep the collection sound:
 *
 * - a redirect saved in the admin points at the end of its chain (A→B with B→C stored is A→C,
 *   and every X→A becomes X→C), and one that would loop back to itself is refused with a
 *   message the admin shows;
 * - publishing a course or page under a new path first creates old → new (permanent), so every
 *   ad, email and search result pointing at the old path follows it; a redirect from the new
 *   path, now a live page again, is removed.
 *
 * Both ends are paths of this site (the schema's regex: a leading "/", no scheme, no "//"), so a
 * redirect can never send a visitor to another origin.
 */
const { errors } = require('@strapi/utils');

const REDIRECT = 'api::redirect.redirect';
const RENAMEABLE = new Set(['api::course.course', 'api::page.page']);
/** Longer chains than this are refused as if they looped: the admin could not show them anyway. */
const MAX_HOPS = 20;
const PATH = /^\/[A-Za-z0-9/_-]*$/;

/** `/a/b/` → `/a/b`: the site's paths have no trailing slash. */
const normalize = (p) => (typeof p === 'string' && p.length > 1 ? p.replace(/\/+$/, '') : p);

const redirects = (strapi) => strapi.documents(REDIRECT);
const redirectFrom = (strapi, from) => redirects(strapi).findFirst({ filters: { from: { $eq: from } } });

/** Where `to` finally lands, following stored redirects; refuses a loop back to `from`. */
async function endOfChain(strapi, from, to) {
  const seen = [from, to];
  let target = to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (target === from) throw new errors.ValidationError(`This redirect would loop: ${seen.join(' → ')}`);
    const next = await redirectFrom(strapi, target);
    if (!next) return target;
    target = normalize(next.to);
    seen.push(target);
  }
  throw new errors.ValidationError(`This redirect chain is longer than ${MAX_HOPS} steps: ${seen.slice(0, 5).join(' → ')} …`);
}

/** Checks and collapses the data of a redirect being created or updated. */
async function checkedRedirect(strapi, data, documentId) {
  const current = documentId ? await redirects(strapi).findOne({ documentId }) : null;
  const from = normalize(data.from ?? current?.from);
  const to = normalize(data.to ?? current?.to);
  for (const [name, value] of [['from', from], ['to', to]]) {
    if (typeof value !== 'string' || !PATH.test(value) || value.startsWith('//')) {
      throw new errors.ValidationError(`"${name}" must be a path of this site, starting with "/" (e.g. /asic-verification)`);
    }
  }
  if (from === to) throw new errors.ValidationError(`A redirect cannot send ${from} to itself`);
  return { ...data, from, to: await endOfChain(strapi, from, to) };
}

/** Every redirect that ended at `from` now ends where `from` goes: no chains are left stored. */
async function repointChainsInto(strapi, from, to) {
  const into = await redirects(strapi).findMany({ filters: { to: { $eq: from } } });
  for (const r of into) {
    if (r.from === to) await redirects(strapi).delete({ documentId: r.documentId }); // X→A, A→X: X is live again
    else await redirects(strapi).update({ documentId: r.documentId, data: { to } });
  }
}

/** The path a publish of this course/page changes, or null when it keeps its path. */
async function renamedPath(strapi, uid, params, action) {
  const { documentId } = params;
  if (!documentId) return null;
  const published = await strapi.documents(uid).findOne({ documentId, status: 'published', fields: ['path'] });
  if (!published?.path) return null; // first publish: nothing old to send on
  const draft = action === 'update' ? null : await strapi.documents(uid).findOne({ documentId, status: 'draft', fields: ['path'] });
  const next = normalize(action === 'update' ? params.data?.path ?? published.path : draft?.path);
  const old = normalize(published.path);
  return next && next !== old ? { from: old, to: next } : null;
}

async function onRename(strapi, { from, to }) {
  // The new path is a live page: a redirect away from it would hide it.
  const shadowing = await redirectFrom(strapi, to);
  if (shadowing) await redirects(strapi).delete({ documentId: shadowing.documentId });
  // Through the middleware below like a marketer's own: checked, collapsed, chains repointed.
  const existing = await redirectFrom(strapi, from);
  if (existing) await redirects(strapi).update({ documentId: existing.documentId, data: { to, permanent: true } });
  else await redirects(strapi).create({ data: { from, to, permanent: true } });
  strapi.log.info(`[redirects] ${from} → ${to} (path changed)`);
}

function registerRedirects(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (uid === REDIRECT && (action === 'create' || action === 'update') && params?.data) {
      const data = await checkedRedirect(strapi, params.data, action === 'update' ? params.documentId : undefined);
      context.params = { ...params, data };
      const result = await next();
      await repointChainsInto(strapi, data.from, data.to);
      return result;
    }
    const publishing = action === 'publish' || (action === 'update' && params?.status === 'published');
    if (RENAMEABLE.has(uid) && publishing) {
      // Before the publish: its webhook regenerates the old path, which must then find the redirect.
      const rename = await renamedPath(strapi, uid, params, action);
      if (rename) await onRename(strapi, rename);
    }
    return next();
  });
}

module.exports = { registerRedirects };
