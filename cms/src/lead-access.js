'use strict';

// The admin routes over leads (the CSV export, the month's chart) answer only a role that may read
// EVERY lead and every field in the Content Manager: Strapi's ability says yes to a role limited by
// a condition (the Author's "only what I created") or to some fields, and the export would then
// hand it every lead with its email and phone. So the rule is the role's own
// permission: read on leads, with no condition, on all fields the export writes. Super Admin and
// the seeded Sales role (bootstrap/admin-roles.js) have it; Strapi's Author and Editor have no
// permission on leads at all.
const LEAD_UID = 'api::lead.lead';
const READ = 'plugin::content-manager.explorer.read';

/**
 * Whether one of these permissions reads every lead and all of `fields`: no condition, and either
 * no field list (all fields) or one naming each of them. Pure, for its unit test.
 * @typedef {{ fields?: string[] | null }} Properties
 * @typedef {{ action: string, subject?: string | null, conditions?: string[] | null, properties?: Properties | null }} Permission
 * @param {Permission[]} permissions
 * @param {string[]} fields
 */
function readsEveryLead(permissions, fields) {
  return permissions.some((p) => {
    if (p.action !== READ || p.subject !== LEAD_UID) return false;
    if (Array.isArray(p.conditions) && p.conditions.length > 0) return false;
    const granted = p.properties && p.properties.fields;
    return !Array.isArray(granted) || fields.every((f) => granted.includes(f));
  });
}

/** The lead fields a reader must be granted: every attribute but Strapi's own bookkeeping. */
function leadFields(strapi) {
  const skip = new Set(['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
  return Object.keys(strapi.contentType(LEAD_UID).attributes).filter((f) => !skip.has(f));
}

/** True when the signed-in admin's role reads every lead; otherwise answers 403 and returns false. */
async function mayReadLeads(ctx) {
  const user = ctx.state.user;
  const permissions = user ? await strapi.service('admin::permission').findUserPermissions(user) : [];
  if (readsEveryLead(permissions, leadFields(strapi))) return true;
  ctx.status = 403;
  ctx.body = { error: 'Your role may not read every lead: ask for the Sales role' };
  return false;
}

module.exports = { mayReadLeads, readsEveryLead, LEAD_UID, READ };
