'use strict';
// The admin home's "Last edited entries" / "Last published entries" title each entry by its
// type's mainField. A single type has no field that names it (its mainField is `id`, so its edit
// view is headed by its display name), and a lead may lack its email: the widget then showed a
// number, a document id or nothing ("lead  -"). This titles those by the type's display name, or
// by the view's fallback fields (a lead's name, then phone).

const { VIEWS } = require('.');

/** @param {{ title?: unknown, documentId: string, contentTypeUid: string, kind: string }} doc */
async function betterTitle(strapi, doc) {
  const titled = typeof doc.title === 'string' && doc.title.trim() !== '' && doc.title !== doc.documentId;
  if (titled) return doc.title;
  const type = strapi.contentTypes[doc.contentTypeUid];
  const name = type?.info?.displayName ?? doc.contentTypeUid;
  if (doc.kind === 'singleType') return name;
  const fallback = VIEWS[doc.contentTypeUid]?.titleFallback ?? [];
  if (fallback.length) {
    const entry = await strapi.db.query(doc.contentTypeUid).findOne({ select: fallback, where: { documentId: doc.documentId } });
    const value = fallback.map((field) => entry?.[field]).find((v) => typeof v === 'string' && v.trim() !== '');
    if (value) return value;
  }
  return `${name} (untitled)`;
}

/** Wraps the Content Manager's homepage service (its widgets' one query), once, at start. */
function registerEntryTitles(strapi) {
  const homepage = strapi.plugin('content-manager').service('homepage');
  if (!homepage || typeof homepage.queryLastDocuments !== 'function') {
    strapi.log.warn('[admin-views] the Content Manager homepage service changed: entry titles of the home widgets are not improved');
    return;
  }
  const query = homepage.queryLastDocuments.bind(homepage);
  homepage.queryLastDocuments = async (...args) => {
    const documents = await query(...args);
    return Promise.all(documents.map(async (doc) => ({ ...doc, title: await betterTitle(strapi, doc) })));
  };
}

module.exports = { registerEntryTitles };
