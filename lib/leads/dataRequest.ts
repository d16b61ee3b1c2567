// A person's request about their own data (DPDP Act 2023 §6(4), §12–13): withdraw
// consent, see, correct or erase. One zod schema for the page's form and the gateway, as for
// leads; the request travels through the lead gateway and queue to the CMS data-request
// collection the grievance officer works from. It carries a captcha as every request does, and the
// person confirms it by a link mailed to the address it names before the officer acts.
import * as z from 'zod/mini';
import contract from '../../shared/contract.json';
import { EMAIL_RE, LEAD_MESSAGES, fillMax, messageTooLong } from './schema';

const DATA_REQUEST_TYPES: readonly string[] = contract.dataRequest.types;

/** The gateway's messages; a form passes its own words (dataRequestMessagesFrom). */
export const DATA_REQUEST_MESSAGES = {
  type: 'Select what you are asking for',
  contact: 'Enter your email or phone number',
  email: LEAD_MESSAGES.emailInvalid,
  phone: LEAD_MESSAGES.phoneSubmit,
  message: messageTooLong(contract.dataRequest.messageMaxLength),
} as const;

// Digits with an optional leading + and the usual separators: the officer calls or matches it,
// nothing dials it automatically, so a format check is enough (no phone library on this page).
const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,38}$/;
const MAX = contract.fieldMaxLength;

export interface DataRequestValues { requestType: string; email: string; mobileNumber: string; message: string }

type DataRequestMessages = { [K in keyof typeof DATA_REQUEST_MESSAGES]: string };
type Words = Record<'errorRequestType' | 'errorContact' | 'errorEmailInvalid' | 'errorPhoneSubmit' | 'errorMessageTooLong', string>;

/** The data-rights form's messages in its words (the CMS's form texts). */
export const dataRequestMessagesFrom = (w: Words): DataRequestMessages => ({
  type: w.errorRequestType, contact: w.errorContact, email: w.errorEmailInvalid, phone: w.errorPhoneSubmit,
  message: fillMax(w.errorMessageTooLong, contract.dataRequest.messageMaxLength),
});

/** The form's values, each failing field with one message; `email` carries the "email or phone" rule. */
export const dataRequestSchemaWith = (m: DataRequestMessages) => z.object({
  requestType: z.string().check(z.refine((v) => DATA_REQUEST_TYPES.includes(v), m.type)),
  email: z.string().check(z.trim(), z.maxLength(MAX.email, m.email), z.refine((v) => !v || EMAIL_RE.test(v), m.email)),
  mobileNumber: z.string().check(z.trim(), z.maxLength(MAX.mobileNumber, m.phone), z.refine((v) => !v || PHONE_RE.test(v), m.phone)),
  message: z.string().check(z.maxLength(contract.dataRequest.messageMaxLength, m.message)),
}).check(z.superRefine((v, ctx) => {
  if (!v.email.trim() && !v.mobileNumber.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: m.contact });
}));
export const dataRequestSchema = dataRequestSchemaWith(DATA_REQUEST_MESSAGES);

/** What the form sends and the gateway stores: the checked values without empty ones. */
export function buildDataRequestPayload(v: z.infer<typeof dataRequestSchema>): Record<string, string> {
  const out: Record<string, string> = { requestType: v.requestType };
  if (v.email) out.email = v.email;
  if (v.mobileNumber) out.mobileNumber = v.mobileNumber;
  if (v.message.trim()) out.message = v.message.trim();
  return out;
}
