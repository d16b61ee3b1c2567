'use strict';

// DPDP Act 2023 §12: a person's right to erasure. The operator's command (scripts/leads-erase.ts)
// erases their leads from the site's queue and then here, with the operator's erase token
// (LEADS_ERASE_TOKEN; the web instances' lead token is refused). Exact matches only:
// the email trimmed and in lower case, the number in E.164 (shared/person.cjs): the same number
// written another way is the person, a stranger whose number ends in the same digits is not.
// Answers how many went; neither the answer nor the log line carries the email or the phone.
const { checkEraseToken } = require('../../../lead-token');
const contract = require('../../../lead-contract');

const { e164, normalEmail, isPerson, lastDigits } = require('../../../../../shared/person.cjs');

const UID = 'api::lead.lead';

/** The person to erase from the body, or a message saying what is wrong. */
function personOf(body) {
  const email = normalEmail(body.email);
  const phone = body.phone === undefined || body.phone === '' ? undefined : e164(body.phone);
  if (email && email.length > contract.fieldMaxLength.email) return { problem: 'The email is too long' };
  if (phone === null) return { problem: 'The phone is not a number in international form (E.164, e.g. +919876543210)' };
  if (!email && !phone) return { problem: 'Give {"email"} and/or {"phone"} (E.164)' };
  return { email, phone };
}

/** The ids of the leads of that person: the database narrows, the exact comparison decides. */
async function leadIdsOf({ email, phone }) {
  // The CMS keeps a number as the form wrote it ("+91-98765-43210"): only its last digit narrows.
  const narrow = [
    ...(email ? [{ email: { $eqi: email } }] : []),
    ...(phone ? [{ mobileNumber: { $endsWith: lastDigits(phone).slice(-1) } }] : []),
  ];
  const candidates = await strapi.db.query(UID).findMany({ where: { $or: narrow }, select: ['id', 'email', 'mobileNumber'] });
  return candidates.filter((r) => isPerson({ email: r.email, phone: r.mobileNumber }, { email, phone })).map((r) => r.id);
}

async function erase(ctx) {
  if (!checkEraseToken(ctx)) return;
  const who = personOf(ctx.request.body || {});
  if (who.problem) {
    ctx.status = 400;
    ctx.body = { status: 400, error: { name: 'ValidationError', message: who.problem } };
    return;
  }
  const ids = await leadIdsOf(who);
  const { count } = ids.length ? await strapi.db.query(UID).deleteMany({ where: { id: { $in: ids } } }) : { count: 0 };
  strapi.log.info(JSON.stringify({ event: 'lead.erased', leads: count, by: Object.keys(who).filter((k) => who[k]) }));
  ctx.body = { status: 200, erased: count };
}

module.exports = { erase, personOf, leadIdsOf };
