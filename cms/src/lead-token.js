'use strict';

const crypto = require('crypto');

// Constant-time bearer token check, always: only the site's lead gateway, which has checked the
// captcha, honeypot and rate limit, may store leads. Without LEAD_FORWARD_TOKEN nothing may (the
// local stack generates one for both sides).
const checkForwardToken = (ctx) => {
  const expected = process.env.LEAD_FORWARD_TOKEN;
  if (!expected) {
    ctx.status = 503;
    ctx.body = { status: 503, error: { name: 'ServiceUnavailableError', message: 'Lead routes are closed: LEAD_FORWARD_TOKEN is not set' } };
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

module.exports = { checkForwardToken };
