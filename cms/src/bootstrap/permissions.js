'use strict';

// The content types the site reads, one list with the site's publish webhook
// (shared/contentTypes.json at the repository root): the public (unauthenticated) role may read
// exactly these (find + findOne). Leads and data requests hold personal data: never public,
// whatever a marketer ticks in Settings › Roles; leads are written only through the lead routes.
const CONTENT_TYPES = require('../../../shared/contentTypes.json');
const PUBLIC_READ = Object.keys(CONTENT_TYPES.regenerates);
const PUBLIC_NEVER = CONTENT_TYPES.private.flatMap((uid) =>
  ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `${uid}.${action}`));

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

async function ensurePublicPermissions(strapi) {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  if (!role) {
    strapi.log.warn('[permissions] public role not found; skipping');
    return;
  }

  const wanted = [];
  for (const uid of PUBLIC_READ) {
    const ct = strapi.contentType(uid);
    if (!ct) continue;
    // single types expose `find` only; collection types `find` and `findOne`
    const actions = ct.kind === 'singleType' ? ['find'] : ['find', 'findOne'];
    for (const action of actions) wanted.push(`${uid}.${action}`);
  }

  const existing = await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: role.id, action: { $in: wanted } },
    select: ['action'],
  });
  const have = new Set(existing.map((p) => p.action));
  const missing = wanted.filter((a) => !have.has(a));
  for (const action of missing) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
  }

  // Defence in depth: the public role must never read leads. The site has no user accounts, so
  // the users-permissions auth routes (register, login, password reset, email confirmation) are
  // closed to the public too: 403 from Strapi's permission check (allow_register=false alone
  // would still answer register with a reachable 400).
  const leaks = await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: role.id, $or: [{ action: { $in: PUBLIC_NEVER } }, { action: { $startsWith: 'plugin::users-permissions.auth.' } }] },
    select: ['id', 'action'],
  });
  for (const p of leaks) {
    await strapi.db.query(PERMISSION_UID).delete({ where: { id: p.id } });
    strapi.log.warn(`[permissions] removed public permission ${p.action}`);
  }

  if (missing.length) {
    strapi.log.info(`[permissions] granted public: ${missing.join(', ')}`);
  }
}

module.exports = { ensurePublicPermissions, PUBLIC_READ };
