'use strict';

/**
 * Which site page shows an entry, for the admin's Preview (config/admin.js). Courses and pages
 * are their own path; a popup opens on the home page (`popup=<slug>`); header, footer and menu
 * single types show on the home page; the marketing contact sets show on the pages whose first
 * path segment selects them (the site's lib/layout.ts, copied here as data because the
 * CMS never imports the site). The site checks every path again before it shows anything.
 */

// A link's token: no PREVIEW_SECRET in the URL, a signature of this one target, good for
// a few minutes; the admin asks for a new link each time it shows one.
const { signPreview } = require('../../../shared/previewToken.cjs');

const HOME = { path: '/' };

// Contact set / marketing header → first path segments of the pages that show it.
const CONTACT_SEGMENTS = {
  'default-b2c': ['best-vlsi-courses'],
  'default-b2b': ['vlsi-courses'],
  mtech: ['mtech-in-vlsi-design', 'mtech-in-vlsidesign', 'pes-mtech-in-vlsi-design', 'mtech-in-vlsi-design-pes'],
  'paid-landing': ['vlsi-design-verification-course-landing', 'physical-design-course-landing', 'embedded-systems-course-landing', 'dft-course-landing', 'executive-mtech-in-vlsi-design', 'mtech-vlsi-design'],
  'embedded-certification': ['vlsi-embedded-iit-certification'],
  'landing-group': ['vlsi-course-offer', 'vlsi-course-scholarship'],
};

/** The first course or page (draft included) under one of the segments, or null. */
async function firstPageUnder(strapi, segments) {
  const $or = segments.flatMap((s) => [{ path: { $eq: `/${s}` } }, { path: { $startsWith: `/${s}/` } }]);
  for (const uid of ['api::course.course', 'api::page.page']) {
    const found = await strapi.documents(uid).findFirst({ filters: { $or }, fields: ['path'], status: 'draft' });
    if (found && found.path) return { path: found.path };
  }
  return null;
}

async function documentOf(strapi, uid, documentId, fields) {
  if (!documentId) return null;
  return strapi.documents(uid).findOne({ documentId, fields, status: 'draft' });
}

/** @returns {Promise<{ path: string, popup?: string } | null>} null: nothing on the site shows it. */
async function sitePathFor(strapi, uid, { documentId } = {}) {
  switch (uid) {
    case 'api::course.course':
    case 'api::page.page': {
      const doc = await documentOf(strapi, uid, documentId, ['path']);
      return doc && doc.path ? { path: doc.path } : null;
    }
    case 'api::pop-up.pop-up': {
      const doc = await documentOf(strapi, uid, documentId, ['slug']);
      return doc && doc.slug ? { ...HOME, popup: doc.slug } : null;
    }
    case 'api::navigation.navigation':
    case 'api::footer.footer':
    case 'api::b2c-componant.b2c-componant':
      return HOME;
    // The enterprise pages' own menu (added on main next to this work).
    case 'api::enterprise-navigation.enterprise-navigation':
      return { path: '/enterprise' };
    case 'api::b2c-marketing-header.b2c-marketing-header':
      return firstPageUnder(strapi, CONTACT_SEGMENTS['default-b2c']);
    case 'api::b2b-marketing-header.b2b-marketing-header':
      return firstPageUnder(strapi, CONTACT_SEGMENTS['default-b2b']);
    case 'api::marketing-contact.marketing-contact': {
      const doc = await documentOf(strapi, uid, documentId, ['key']);
      const segments = doc && CONTACT_SEGMENTS[doc.key];
      return segments ? firstPageUnder(strapi, segments) : null;
    }
    default:
      return null;
  }
}

/**
 * The admin's preview handler: the site's /api/preview URL with the shared secret, or null
 * (the admin then shows no preview). `status` is the admin tab: draft or published.
 */
function previewHandler({ siteUrl, secret }) {
  return async (uid, { documentId, status }) => {
    const target = await sitePathFor(strapi, uid, { documentId });
    if (!target) return null;
    const fields = { path: target.path, ...(target.popup ? { popup: target.popup } : {}), status: status || 'draft' };
    const query = new URLSearchParams({ ...fields, token: signPreview(secret, fields) });
    return `${siteUrl.replace(/\/$/, '')}/api/preview?${query}`;
  };
}

module.exports = { previewHandler };
