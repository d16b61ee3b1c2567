'use strict';

const crypto = require('crypto');

/**
 * Constant-time bearer token check against the secret in `variable`: 503 while it is unset (the
 * routes behind it are closed), 401 for any other token.
 */
const checkBearer = (ctx, variable, closed) => {
  const expected = process.env[variable];
  if (!expected) {
    ctx.status = 503;
    ctx.body = { status: 503, error: { name: 'ServiceUnavailableError', message: `${closed}: ${variable} is not set` } };
    return false;
  }
  const header = ctx.request.header.authorization || '';
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  const given = m ? m[1].trim() : '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  if (given && crypto.timingSafeEqual(a, b)) return true;
  ctx.status = 401;
  ctx.body = { status: 401, error: { name: 'UnauthorizedError', message: 'Missing or invalid bearer token' } };
  return false;
};

// Only the site's lead gateway, which has checked the captcha, honeypot and rate limit, may store
// leads. Without LEAD_FORWARD_TOKEN nothing may (the local stack generates one for both sides).
const checkForwardToken = (ctx) => checkBearer(ctx, 'LEAD_FORWARD_TOKEN', 'Lead routes are closed');

// Erasing is the operator's (scripts/leads-erase.ts), with a token of its own that no
// web instance holds: a site instance taken over holds the lead token, which erases nothing.
const checkEraseToken = (ctx) => checkBearer(ctx, 'LEADS_ERASE_TOKEN', 'The erase route is closed');

module.exports = { checkForwardToken, checkEraseToken };
