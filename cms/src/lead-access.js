'use strict';

// The admin routes over leads (the CSV export, the month's chart) show nothing a user's role could
// not open in the Content Manager: a 403 for a role that may not read leads.
const LEAD_UID = 'api::lead.lead';

/** True when the signed-in admin may read leads; otherwise answers 403 and returns false. */
function mayReadLeads(ctx) {
  const ability = ctx.state.userAbility;
  if (ability && ability.can('plugin::content-manager.explorer.read', LEAD_UID)) return true;
  ctx.status = 403;
  ctx.body = { error: 'Your role may not read leads' };
  return false;
}

module.exports = { mayReadLeads, LEAD_UID };
