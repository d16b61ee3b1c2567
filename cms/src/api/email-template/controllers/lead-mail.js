'use strict';

// What the site's mailer needs, in one answer: every email template and every counsellor address.
const { checkForwardToken } = require('../../../lead-token');

const TEMPLATE = 'api::email-template.email-template';
const ROUTE = 'api::counsellor-route.counsellor-route';

async function read(ctx) {
  if (!checkForwardToken(ctx)) return;
  const [templates, routes] = await Promise.all([
    strapi.db.query(TEMPLATE).findMany({ select: ['key', 'subject', 'text', 'html'] }),
    strapi.db.query(ROUTE).findMany({ select: ['match', 'email'] }),
  ]);
  ctx.body = { templates, routes };
}

module.exports = { read };
