// How a person's email and phone are written down to be compared: one rule for the site's queue
// (lib/leads/server/route.ts: repeats), the operator's erase command (scripts/leads-erase.ts)
// and the CMS's erase route (cms/src/api/lead/controllers/lead-erase.js). CommonJS, because the
// command and the CMS (plain Node) require it as the site does.
// @ts-check
'use strict';
const { parsePhoneNumberFromString } = require('libphonenumber-js');

/**
 * A phone number as E.164 ('+919876543210'), however it was written; null when it is not one.
 * `country`: how to read a number written without its country code (the erase command: India's);
 * without it such a number is none. '00' is the international prefix.
 * @param {unknown} raw @param {import('libphonenumber-js').CountryCode} [country] @returns {string | null}
 */
function e164(raw, country) {
  if (typeof raw !== 'string') return null;
  const compact = raw.trim().replace(/[-\s().]/g, '').replace(/^00(?=[1-9])/, '+');
  const parsed = country ? parsePhoneNumberFromString(compact, country) : parsePhoneNumberFromString(compact);
  return parsed?.isPossible() ? parsed.number : null;
}

/** An email as compared: trimmed, lower case; null when empty. @param {unknown} raw @returns {string | null} */
function normalEmail(raw) {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return email || null;
}

/**
 * The same number, exactly: equal in E.164 (a stranger whose number ends in the same digits is
 * not; the same number written another way is). @param {unknown} a @param {unknown} b
 */
function samePhone(a, b) {
  const x = e164(a);
  return x !== null && x === e164(b);
}

/**
 * Whether a stored record (its email and phone as written) is the person asked for (`who`, as
 * normalEmail and e164 give them): what each store's candidates are filtered by, exactly.
 * @param {{ email?: unknown, phone?: unknown }} record @param {{ email?: string | null, phone?: string | null }} who
 */
function isPerson(record, who) {
  return Boolean((who.email && normalEmail(record.email) === who.email) || (who.phone && samePhone(record.phone, who.phone)));
}

/** The last digits by which a store narrows its candidates before samePhone decides (SQL LIKE '%…'). */
const NARROW_DIGITS = 8;
/** @param {string} phone an E.164 number @returns {string} */
const lastDigits = (phone) => phone.replace(/\D/g, '').slice(-NARROW_DIGITS);

module.exports = { e164, normalEmail, samePhone, isPerson, lastDigits };
