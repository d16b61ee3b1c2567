// The one lead schema (STYLE.md): the form validates with it through react-hook-form's
// zodResolver, the gateway validates the same values again. Spec §5 messages, with two
// deliberate corrections: 'Select the country', and 'Select Work Experience'
// shown under the work-experience field. The wire bodies are the lead contract's
// (shared/leadContract.mjs), which the CMS runs too. zod/mini: the form's code keeps only what it uses.
import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { PHONE_LIMITS, WORK_EXPERIENCE_OPTIONS } from '../constants';
import { countryCode, isCountryCode } from './countries';
import contract from '../../shared/contract.json';
import type { Touch } from './attribution';
import { EMAIL_RE, dataRequestPayload, downloadPayload, isTestEmail, leadPayload } from '../../shared/leadContract.mjs';

/** A message over its cap, said the same way on every form (the lead forms and /data-rights). */
export const messageTooLong = (max: number) => `Message is too long: ${max.toLocaleString('en-US')} characters at most`;

export const LEAD_MESSAGES = {
  nameChange: 'Enter First name!',
  nameSubmit: 'Enter Name',
  emailChange: 'Invalid Email address!',
  emailEmpty: 'Enter email',
  emailInvalid: 'Enter a valid email',
  workExperienceChange: 'Work experience is required!',
  workExperienceSubmit: 'Select Work Experience',
  country: 'Select the country',
  region: 'Select the region',
  phoneEmpty: 'Enter phone number',
  phoneChange: 'Invalid phone number',
  phoneSubmit: 'Enter a valid phone number',
  captchaEmpty: 'Please Select the captcha',
  captchaInvalid: 'Invalid Captcha',
  // Not in the spec: its form had no word for a message over the cap, and Submit did nothing.
  messageTooLong: messageTooLong(contract.fieldMaxLength.message),
} as const;

export type LeadMessages = { [K in keyof typeof LEAD_MESSAGES]: string };

/**
 * The messages a form shows: the marketers' words, the CMS's `error…` form texts, for the
 * same rules. The schemas take them as an argument, and the gateway keeps LEAD_MESSAGES for its API
 * callers: zod 4 puts an issue's own message before any error map, so passing the table is the
 * direct way to have one schema speak two vocabularies.
 */
export function leadMessagesFrom(words: Record<`error${Capitalize<keyof typeof LEAD_MESSAGES>}`, string>): LeadMessages {
  const out = {} as Record<keyof typeof LEAD_MESSAGES, string>;
  for (const key of Object.keys(LEAD_MESSAGES) as (keyof typeof LEAD_MESSAGES)[]) {
    out[key] = words[`error${key[0].toUpperCase()}${key.slice(1)}` as keyof typeof words];
  }
  out.messageTooLong = fillMax(words.errorMessageTooLong, contract.fieldMaxLength.message);
  return out;
}

/** `{max}` of a message filled with a limit, written as messageTooLong writes it. */
export const fillMax = (words: string, max: number) => words.replaceAll('{max}', max.toLocaleString('en-US'));

/** The gateway's field messages (its code's words, `code`) in the form's words: the same key's message of `form`. */
export function inFormWords(
  errors: Record<string, string>, form: Record<string, string>, code: Record<string, string> = LEAD_MESSAGES,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => {
    const key = Object.keys(code).find((k) => code[k] === message);
    return [field, (key && form[key]) || message];
  }));
}

/** Spec §3 form state, as the schema reads it (hidden fields come from the lead-source values, not from the visitor). */
export type LeadFormValues = z.infer<ReturnType<typeof leadSchema>>;

export const EMPTY_LEAD_FORM = (country: string): LeadFormValues => ({
  firstname: '', email: '', country, region: '', phone: '', message: '', workExperience: '', captchaS: '', marketingOptIn: false, adMeasurementOptIn: false,
});

/** The form's fields that travel under their own name: the contract's, but the country (it travels by its name). */
type SameNamed = Exclude<keyof LeadFormValues & keyof typeof contract.fieldMaxLength, 'country'>;
const SAME_NAMED = Object.keys(EMPTY_LEAD_FORM('')).filter((k) => k in contract.fieldMaxLength && k !== 'country') as SameNamed[];
/** Those fields of a form state or a payload, trimmed ('' when absent). */
export const sameNamed = (values: Partial<Record<SameNamed, unknown>>) =>
  Object.fromEntries(SAME_NAMED.map((k) => [k, typeof values[k] === 'string' ? values[k].trim() : ''])) as Record<SameNamed, string>;

/** 'change': a field is being edited; 'submit': the form is being sent (and the gateway). */
export type ValidationMode = 'change' | 'submit';

export { EMAIL_RE };

/**
 * A lead QA sends to check a release: its email is at the reserved .test domain
 * (qa@maven.test). The CMS stores it flagged (`testLead`, by the same rule in the contract);
 * the site never sends it to a sales destination (the webhook).
 */
export function isTestLead(body: unknown): boolean {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return isTestEmail(data && typeof data === 'object' ? (data as { email?: unknown }).email : undefined);
}
const MAX = contract.fieldMaxLength;
export const LIMITS = { name: MAX.name, email: MAX.email, region: MAX.state, message: MAX.message, captcha: 10_000 } as const;

const isPhoneValid = (phone: string) =>
  phone.length <= PHONE_LIMITS.maxText && validatePhoneNumberLength(phone) === undefined && isValidPhoneNumber(phone);

/** A field rule with exactly one message per failure, so the first message is the spec's. */
const text = (check: (v: string) => string | null) =>
  z.string().check(z.superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }));

function emailRule(mode: ValidationMode, m: LeadMessages) {
  return text((raw) => {
    const v = raw.trim();
    if (mode === 'submit' && !v) return m.emailEmpty;
    return EMAIL_RE.test(v) && v.length <= LIMITS.email ? null : mode === 'change' ? m.emailChange : m.emailInvalid;
  });
}

/** `m`: the messages it says; the gateway's own (LEAD_MESSAGES) unless a form gives its words. */
export function leadSchema(mode: ValidationMode, m: LeadMessages = LEAD_MESSAGES) {
  return z.object({
    firstname: text((v) => (v.trim() && v.length <= LIMITS.name ? null : mode === 'change' ? m.nameChange : m.nameSubmit)),
    email: emailRule(mode, m),
    country: text((v) => (isCountryCode(v) ? null : m.country)),
    region: text((v) => (v.trim() && v.length <= LIMITS.region ? null : m.region)),
    phone: text((v) => {
      if (!v.trim()) return m.phoneEmpty;
      return isPhoneValid(v) ? null : mode === 'change' ? m.phoneChange : m.phoneSubmit;
    }),
    message: text((v) => (v.length <= LIMITS.message ? null : m.messageTooLong)),
    workExperience: text((v) =>
      (WORK_EXPERIENCE_OPTIONS as readonly string[]).includes(v) ? null : mode === 'change' ? m.workExperienceChange : m.workExperienceSubmit),
    captchaS: text((v) => (v.trim() && v.length <= LIMITS.captcha ? null : m.captchaEmpty)),
    // The one opt-in beyond the enquiry: never required, unticked at first.
    marketingOptIn: z.optional(z.boolean()),
    // A separate opt-in, also unticked at first, for telling the ad platforms of the lead.
    adMeasurementOptIn: z.optional(z.boolean()),
  });
}

/** A failed parse's issues, as classic zod and zod/mini both report them. */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
/** The first message of each failing field, keyed by form field. */
export function fieldErrors(error: Issues): Partial<Record<keyof LeadFormValues | string, string>> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// ---- wire shapes (browser → gateway): the contract's payloads plus the captcha token and honeypot ----

export interface Consent { noticeVersion: string; marketingOptIn: boolean; adMeasurementOptIn?: boolean }

/** Spec §3 lead payload as it travels in `{data: payload}`, with the consent fields and the touches. */
type SpecPayload = Omit<z.infer<typeof leadPayload>, keyof Consent | 'firstTouch' | 'lastTouch'>;
export type LeadPayload = { [K in keyof SpecPayload]-?: string } & Partial<Consent> & { firstTouch?: Touch; lastTouch?: Touch };

/** Honeypot field name: a visually hidden input people never fill in. */
export const HONEYPOT_FIELD = 'website';

/** A reCAPTCHA token, as every kind of request carries it beside its data. */
const captchaToken = z.optional(z.string().check(z.maxLength(LIMITS.captcha)));
const envelope = { captcha: captchaToken, [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))) };

export const leadRequestSchema = z.strictObject({ data: leadPayload, ...envelope });
/** A download and a data request carry a captcha token too: an opt-in, or a person's data, needs a human. */
export const downloadRequestSchema = z.strictObject({ data: downloadPayload, ...envelope });
export const dataRequestRequestSchema = z.strictObject({ data: dataRequestPayload, ...envelope });

/** Download form: the email, with the lead form's submit messages (a form's words, `m`). */
export const downloadSchemaWith = (m: LeadMessages) => z.object({ email: emailRule('submit', m) });
export const downloadSchema = downloadSchemaWith(LEAD_MESSAGES);

/** The gateway's view of a wire payload as form state, so the form's schema can judge it. */
export function payloadToFormValues(data: z.infer<typeof leadPayload>, captcha: string | undefined): LeadFormValues {
  return {
    ...sameNamed(data),
    firstname: data.name ?? '',
    country: countryCode(data.country) ?? '',
    region: data.state ?? '',
    // mobileNumber travels as '+91-98765-43210' (spec §3); the phone library wants it plain.
    phone: (data.mobileNumber ?? '').replace(/[-\s]/g, ''),
    captchaS: captcha ?? '',
  };
}
