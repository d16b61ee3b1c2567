'use strict';

// Who may read people's data, and who may change where leads go and what the mails say, in the
// admin, set again at every start:
// - Strapi gives its default Editor and Author roles every content type at first start. Every
//   permission of theirs on the private types below is removed, whatever an earlier start or a
//   marketer's tick in Settings › Roles gave: marketers who edit pages need not read people's
//   data, and none of the mail and routing types either. Writing them is the attack (a counsellor
//   address of their own receives every matching lead; a template can hand each person's data to
//   another site); reading them serves no page edit and shows which address receives which leads.
// - "Sales" (code maven-sales) reads and updates leads (the follow-up fields), every lead and every
//   field, with no condition: the export (lead-export/) and the month's chart need exactly that.
//   It sees no data request (the grievance officer works those as Super Admin), no page, no setting.
// - "Lead routing manager" (code maven-lead-routing) reads, creates, edits and deletes the email
//   templates, the counsellor addresses and the channel rules, and nothing else; Super Admin may too.
// The two roles' permissions are written at every start: a change in Settings › Roles lasts until the next.
const LEAD_UID = 'api::lead.lead';
const ROUTING_TYPES = ['api::email-template.email-template', 'api::counsellor-route.counsellor-route', 'api::channel-rule.channel-rule'];
const PRIVATE_TYPES = [LEAD_UID, 'api::data-request.data-request', ...ROUTING_TYPES];
const MARKETING_ROLES = ['strapi-editor', 'strapi-author'];
const CM = 'plugin::content-manager.explorer';
const SALES = {
  role: { name: 'Sales', code: 'maven-sales', description: 'Reads and exports leads, sets their follow-up; no data requests, pages or settings.' },
  actions: [`${CM}.read`, `${CM}.update`],
  subjects: [LEAD_UID],
};
const LEAD_ROUTING = {
  role: { name: 'Lead routing manager', code: 'maven-lead-routing', description: 'Edits the email templates, the counsellor addresses and the channel rules; nothing else.' },
  actions: [`${CM}.read`, `${CM}.create`, `${CM}.update`, `${CM}.delete`],
  subjects: ROUTING_TYPES,
};

/** One of our roles with exactly its permissions: every field, no condition (Strapi's full permission, nested fields too). */
async function ensureRole(strapi, { role, actions, subjects }) {
  const roles = strapi.db.query('admin::role');
  // A role a marketer gave the name by hand becomes this one (Strapi refuses a second of the name).
  let found = await roles.findOne({ where: { code: role.code } }) ?? await roles.findOne({ where: { name: role.name } });
  if (!found) {
    found = await strapi.service('admin::role').create(role);
    strapi.log.info(`[roles] created the ${role.name} role`);
  }
  const provided = strapi.service('admin::permission').actionProvider.values().filter((a) => actions.includes(a.actionId));
  const wanted = strapi.service('admin::content-type').getPermissionsWithNestedFields(provided)
    .filter((p) => subjects.includes(p.subject))
    .map((p) => ({ action: p.action, subject: p.subject, properties: p.properties, conditions: [] }));
  await strapi.service('admin::role').assignPermissions(found.id, wanted);
}

async function ensureAdminRoles(strapi) {
  for (const code of MARKETING_ROLES) {
    const role = await strapi.db.query('admin::role').findOne({ where: { code } });
    if (!role) continue;
    const leaks = await strapi.db.query('admin::permission').findMany({ where: { role: role.id, subject: { $in: PRIVATE_TYPES } }, select: ['id'] });
    if (!leaks.length) continue;
    await strapi.service('admin::permission').deleteByIds(leaks.map((p) => p.id));
    strapi.log.info(`[roles] ${role.name}: removed ${leaks.length} permission(s) on leads, data requests, mail and routing`);
  }
  await ensureRole(strapi, SALES);
  await ensureRole(strapi, LEAD_ROUTING);
}

module.exports = { ensureAdminRoles };
