// @ts-check
// The lead contract as code: one zod schema for each body a lead travels in. The site's gateway runs
// it on what a browser posts (lib/leads/schema.ts), the CMS's lead routes on what the gateway forwards
// (cms/src/api/lead/controllers/lead-forms.js): what one cleans or refuses, the other does too.
// An ES module, unlike the rest of shared/: the browser's form takes the email rule and the page
// address from here, and only an ES module lets the bundler leave out what the form does not use
// (zod/mini through require() ships whole, ~97 kB gzipped against ~5). The CMS loads it with import().
import * as z from 'zod/mini';
import contract from './contract.json' with { type: 'json' };
import touch from './touch.json' with { type: 'json' };

const MAX = contract.fieldMaxLength;

/** An address a mail library reads as exactly this one address (contract.json `$emailPattern`). */
export const EMAIL_RE = new RegExp(contract.emailPattern);
const TEST_LEAD_RE = new RegExp(contract.testLeadEmailPattern, 'i');

/** A QA test lead's address: at the reserved .test domain (qa@maven.test). @param {unknown} email */
export const isTestEmail = (email) => typeof email === 'string' && TEST_LEAD_RE.test(email);

/**
 * The page a lead was sent from, as it travels: origin and path. Its query and fragment can carry
 * the visitor's own address (an email campaign's ?email=), which must reach neither the CRM nor the
 * ad platforms; the campaign's utm_* travel in the touches. @param {string} url
 */
export const pageAddress = (url) => url.replace(/[?#][\s\S]*$/, '');

const string = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
/** A text, trimmed, of at most `max` characters. @param {number} max */
const text = (max) => string().check(z.trim(), z.maxLength(max, `is longer than ${max} characters`));
const flag = () => z.optional(z.boolean({ error: 'must be true or false' }));
/** An address, or none (''). */
const email = () => text(MAX.email).check(z.refine((v) => !v || EMAIL_RE.test(v), 'is not a valid email address'));

/** @typedef {keyof typeof touch.fieldMaxLength} TouchField */
/** @typedef {Partial<Record<TouchField, string>>} Touch */
const TOUCH_FIELDS = /** @type {TouchField[]} */ (Object.keys(touch.fieldMaxLength));
const CLICK_ID = new RegExp(touch.clickIdPattern);
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A touch value as kept; undefined when it is junk: a click id that is not a URL-safe token (the ad
 * platform's upload would refuse the whole lead for it), a time that is none, a control character.
 * @param {TouchField} field @param {string | undefined} v
 */
function touchValue(field, v) {
  if (!v || CONTROL.test(v)) return undefined;
  if (touch.clickIds.includes(field)) return CLICK_ID.test(v) ? v : undefined;
  if (field === 'at') return Number.isNaN(Date.parse(v)) ? undefined : new Date(v).toISOString();
  return v;
}

/** @param {{ code?: string, keys?: string[] }} issue */
function unknownFields(issue) {
  return issue.code === 'unrecognized_keys' ? `holds fields the contract does not know: ${issue.keys?.join(', ')}` : undefined;
}

/** A first or last touch: the contract's fields, each within its cap, junk values dropped (none left: no touch). */
export const touchSchema = z.pipe(
  z.strictObject(/** @type {Record<TouchField, z.ZodMiniOptional<ReturnType<typeof text>>>} */ (
    Object.fromEntries(TOUCH_FIELDS.map((f) => [f, z.optional(text(touch.fieldMaxLength[f]))]))), { error: unknownFields }),
  z.transform((raw) => {
    /** @type {Touch} */
    const kept = {};
    for (const f of TOUCH_FIELDS) {
      const v = touchValue(f, raw[f]);
      if (v) kept[f] = v;
    }
    return Object.keys(kept).length ? kept : undefined;
  }),
);

/** What a lead and a download may carry beside their fields: the notice shown, the opt-ins, the touches. */
const consentShape = {
  noticeVersion: z.optional(string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(contract.consent.noticeVersionMaxLength, 'is too long'))),
  marketingOptIn: flag(),
  adMeasurementOptIn: flag(),
  firstTouch: z.optional(touchSchema),
  lastTouch: z.optional(touchSchema),
};

/** Spec §3 lead payload: each field of contract.json's caps (lead schema.json holds the same), the page address cut. */
const leadShape = {
  .../** @type {Record<keyof typeof MAX, z.ZodMiniOptional<ReturnType<typeof text>>>} */ (
    Object.fromEntries(Object.entries(MAX).map(([field, max]) => [field, z.optional(text(max))]))),
  url: z.optional(z.pipe(text(MAX.url), z.transform(pageAddress))),
  ...consentShape,
};

/** A download's payload: the document, the address (a form judges it with its own words), the consent. */
const downloadShape = {
  id: z.optional(z.pipe(z.pipe(z.union([string(), z.number()]), z.transform(String)), text(contract.downloadIdMaxLength))),
  email: z.optional(text(1000)),
  ...consentShape,
};

/**
 * What a browser posts, as the gateway takes it: nothing beyond the contract's fields. The time of
 * consent is the gateway's to stamp, never the browser's, so it is not one of them.
 */
export const leadPayload = z.strictObject(leadShape, { error: unknownFields });
export const downloadPayload = z.strictObject(downloadShape, { error: unknownFields });

/** What the gateway adds when it accepts a body: the time of consent, by its own clock. */
const consentAt = z.optional(z.iso.datetime({ error: 'is not a date' }));

/**
 * What the CMS stores: the gateway's body with its stamps, an address that is one, and someone to
 * answer (an email or a phone). Fields it does not know are left out, not refused: a body queued by
 * a newer gateway is still stored.
 */
export const storedLead = z.object({ ...leadShape, email: z.optional(email()), consentAt }).check(
  z.refine((l) => Boolean(l.email || l.mobileNumber), 'At least one of "email" or "mobileNumber" is required'),
);
export const storedDownload = z.object({
  ...downloadShape, email: email().check(z.minLength(1, 'is required')), optInPending: flag(), consentAt,
});

/** A data request's fields within the contract's caps; its type and address are judged by the gateway in the form's words. */
const dataRequestShape = {
  requestType: string().check(z.maxLength(40, 'is longer than 40 characters')),
  email: z.optional(text(MAX.email)),
  mobileNumber: z.optional(text(MAX.mobileNumber)),
  message: z.optional(text(contract.dataRequest.messageMaxLength)),
};
/** What a browser posts as a data request; the gateway stamps the time it was made (requestedAt). */
export const dataRequestPayload = z.strictObject(dataRequestShape, { error: unknownFields });
export const storedDataRequest = z.object({
  ...dataRequestShape,
  requestType: z.enum(/** @type {['withdraw', 'access', 'correct', 'erase']} */ (contract.dataRequest.types), `must be one of ${contract.dataRequest.types.join(', ')}`),
  email: z.optional(email()),
  requestedAt: z.optional(z.iso.datetime({ error: 'is not a date' })),
}).check(z.refine((r) => Boolean(r.email || r.mobileNumber), 'At least one of "email" or "mobileNumber" is required'));
