// Form state → spec §3 lead payload. Pure: the page address and the visit's attribution
// are passed in, so it is the same in tests and in the browser.
import { parsePhoneNumber } from 'libphonenumber-js';
import type { Attribution } from './attribution';
import { resolveLeadSource, type LeadSource } from './source';
import { countryName } from './countries';
import { sameNamed, type Consent, type LeadFormValues, type LeadPayload } from './schema';
import contract from '../../shared/contract.json';
import { pageAddress } from '../../shared/leadContract.mjs';

/** '+91 98765 43210' → '+91-98765-43210' (spec §3: international, spaces replaced by hyphens). */
export function formatMobileNumber(phone: string): string {
  try {
    return parsePhoneNumber(phone).formatInternational().replace(/\s+/g, '-');
  } catch {
    return phone.trim().replace(/\s+/g, '-');
  }
}

/**
 * `consent`: the notice the form showed and its opt-in, as the download beside it carries too.
 * `attribution`: the visitor's first and last touch, each a field of its own; `url` is the page
 * address (spec §3) without its query, and `channel` the page's until the CMS derives it from the touch.
 */
export function buildLeadPayload(
  values: LeadFormValues, source: LeadSource, pageUrl: string, attribution?: Attribution, consent?: Consent,
): LeadPayload {
  const s = resolveLeadSource(source);
  return {
    ...sameNamed(values),
    name: values.firstname.trim(),
    mobileNumber: formatMobileNumber(values.phone),
    state: values.region,
    country: countryName(values.country),
    channel: s.channel,
    leadSource: s.source,
    // Exactly the page's or the spec's value: a marketer filters on it. The campaign travels in the touches.
    subSource: s.sub_source,
    url: pageAddress(pageUrl).slice(0, contract.fieldMaxLength.url),
    oldSource: s.oldSource,
    ...consent,
    ...(consent ? { adMeasurementOptIn: values.adMeasurementOptIn === true } : {}),
    ...(attribution?.first ? { firstTouch: attribution.first } : {}),
    ...(attribution?.last ? { lastTouch: attribution.last } : {}),
  };
}

/** The hidden form fields of spec §3, by their original names. */
export function hiddenFields(source: LeadSource, pageUrl: string): Record<string, string> {
  const s = resolveLeadSource(source);
  const url = pageAddress(pageUrl);
  return { Source: s.source, channel: s.channel, mx_Sub_Source: s.sub_source, oldSource: s.oldSource, mx_Website_url: url };
}
