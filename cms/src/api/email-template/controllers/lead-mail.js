'use strict';

// What the site's mailer needs, in one answer: every email template and every counsellor address.
// A row the save rules (src/mail-rules.js) would refuse, stored before them or past them, is left
// out with a warning: the site then mails with its built-in template or default address.
const { checkForwardToken } = require('../../../lead-token');
const { counsellorAddressProblem, templateProblem } = require('../../../mail-rules');

const TEMPLATE = 'api::email-template.email-template';
const ROUTE = 'api::counsellor-route.counsellor-route';

function keep(rows, problemOf, what) {
  return rows.filter((row) => {
    const problem = problemOf(row);
    if (problem) strapi.log.warn(`[lead-mail] ${what} left out: ${problem}`);
    return !problem;
  });
}

async function read(ctx) {
  if (!checkForwardToken(ctx)) return;
  const rules = strapi.config.get('lead-mail');
  const [templates, routes] = await Promise.all([
    strapi.db.query(TEMPLATE).findMany({ select: ['key', 'subject', 'text', 'html'] }),
    strapi.db.query(ROUTE).findMany({ select: ['match', 'email'] }),
  ]);
  ctx.body = {
    templates: keep(templates, (t) => templateProblem(t, rules), 'a template'),
    routes: keep(routes, (r) => counsellorAddressProblem(r.email, rules), 'a counsellor address'),
  };
}

module.exports = { read };
