'use strict';

// DPDP Act 2023 §12: a person's right to erasure. The operator's command (scripts/leads-erase.mjs)
// erases their leads from the site's queue and then here, with the site's lead token. Answers
// how many went; neither the answer nor the log line carries the email or the phone.
const { checkForwardToken } = require('../../../lead-token');
const contract = require('../../../lead-contract');

const UID = 'api::lead.lead';
const digitsOf = (v) => String(v || '').replace(/\D/g, '');

async function erase(ctx) {
  if (!checkForwardToken(ctx)) return;
  const body = ctx.request.body || {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const phone = typeof body.phone === 'string' ? digitsOf(body.phone) : '';
  if (email.length > contract.fieldMaxLength.email || (!email && phone.length < 8)) {
    ctx.status = 400;
    ctx.body = { status: 400, error: { name: 'ValidationError', message: 'Give {"email"} or {"phone"} (8 digits or more)' } };
    return;
  }
  const ids = new Set();
  if (email) {
    for (const r of await strapi.db.query(UID).findMany({ where: { email: { $eqi: email } }, select: ['id'] })) ids.add(r.id);
  }
  if (phone.length >= 8) {
    // Stored as typed ('+91-98765-43210'): narrowed in SQL by its last digit, matched on digits
    // here, with or without the country code.
    const candidates = await strapi.db.query(UID).findMany({ where: { mobileNumber: { $endsWith: phone.slice(-1) } }, select: ['id', 'mobileNumber'] });
    for (const r of candidates) if (digitsOf(r.mobileNumber).endsWith(phone)) ids.add(r.id);
  }
  const { count } = ids.size ? await strapi.db.query(UID).deleteMany({ where: { id: { $in: [...ids] } } }) : { count: 0 };
  strapi.log.info(JSON.stringify({ event: 'lead.erased', leads: count }));
  ctx.body = { status: 200, erased: count };
}

module.exports = { erase };
