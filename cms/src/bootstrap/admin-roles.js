'use strict';

// Who may read people's data in the admin (issue 36.1), set again at every start:
// - Strapi gives its default Editor and Author roles every content type at first start, leads and
//   data requests included, and nothing took that away: marketers who edit pages need not read
//   people's data. Every permission of theirs on the private types below is removed, whatever an
//   earlier start or a marketer's tick in Settings › Roles gave.
// - "Sales" (code maven-sales) reads and updates leads (the follow-up fields), every lead and every
//   field, with no condition: the export (lead-export/) and the month's chart need exactly that.
//   It sees no data request (the grievance officer works those as Super Admin), no page, no setting.
//   Its permissions are written at every start: a change in Settings › Roles lasts until the next.
const PRIVATE_TYPES = ['api::lead.lead', 'api::data-request.data-request'];
const MARKETING_ROLES = ['strapi-editor', 'strapi-author'];
const SALES = {
  name: 'Sales',
  code: 'maven-sales',
  description: 'Reads and exports leads, sets their follow-up; no data requests, pages or settings (issue 36).',
};
const SALES_ACTIONS = ['plugin::content-manager.explorer.read', 'plugin::content-manager.explorer.update'];
const LEAD_UID = 'api::lead.lead';

async function ensureAdminRoles(strapi) {
  const roles = strapi.db.query('admin::role');
  const permissions = strapi.service('admin::permission');

  for (const code of MARKETING_ROLES) {
    const role = await roles.findOne({ where: { code } });
    if (!role) continue;
    const leaks = await strapi.db.query('admin::permission').findMany({ where: { role: role.id, subject: { $in: PRIVATE_TYPES } }, select: ['id', 'action', 'subject'] });
    if (!leaks.length) continue;
    await permissions.deleteByIds(leaks.map((p) => p.id));
    strapi.log.info(`[roles] ${role.name}: removed ${leaks.length} permission(s) on leads and data requests`);
  }

  // A role a marketer named "Sales" by hand becomes this one (Strapi refuses a second of the name).
  let sales = await roles.findOne({ where: { code: SALES.code } }) ?? await roles.findOne({ where: { name: SALES.name } });
  if (!sales) {
    sales = await strapi.service('admin::role').create(SALES);
    strapi.log.info('[roles] created the Sales role');
  }
  // Every field of the lead, as Strapi writes a full permission (nested fields of components too).
  const actions = permissions.actionProvider.values().filter((a) => SALES_ACTIONS.includes(a.actionId));
  const wanted = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions)
    .filter((p) => p.subject === LEAD_UID)
    .map((p) => ({ action: p.action, subject: p.subject, properties: p.properties, conditions: [] }));
  await strapi.service('admin::role').assignPermissions(sales.id, wanted);
}

module.exports = { ensureAdminRoles };
