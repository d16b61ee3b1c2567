// Form state → spec §3 lead payload. Pure: the page address and the visit's attribution
// are passed in, so it is the same in tests and in the browser.
import { parsePhoneNumber } from 'libphonenumber-js';
import type { Attribution } from './attribution';
import { resolveLeadSource, type LeadSource } from './source';
import { countryName } from './countries';
import type { Consent, LeadFormValues, LeadPayload } from './schema';

/** '+91 98765 43210' → '+91-98765-43210' (spec §3: international, spaces replaced by hyphens). */
export function formatMobileNumber(phone: string): string {
  try {
    return parsePhoneNumber(phone).formatInternational().replace(/\s+/g, '-');
  } catch {
    return phone.trim().replace(/\s+/g, '-');
  }
}

/** The current page address, with the landing page's UTM parameters and referrer added if absent. */
export function urlWith(pageUrl: string, a?: Attribution): string {
  if (!a) return pageUrl;
  let url: URL;
  try { url = new URL(pageUrl); } catch { return pageUrl; }
  for (const [k, v] of Object.entries(a.utm)) if (v && !url.searchParams.has(k)) url.searchParams.set(k, v);
  if (a.referrer && !url.searchParams.has('referrer')) url.searchParams.set('referrer', a.referrer);
  if (a.landingPath && a.landingPath !== url.pathname && !url.searchParams.has('landing_page')) url.searchParams.set('landing_page', a.landingPath);
  return url.href.slice(0, 2048);
}

/** `consent`: the notice the form showed and its opt-in, as the download beside it carries too. */
export function buildLeadPayload(
  values: LeadFormValues, source: LeadSource, pageUrl: string, attribution?: Attribution, consent?: Consent,
): LeadPayload {
  const s = resolveLeadSource(source);
  return {
    name: values.firstname.trim(),
    workExperience: values.workExperience,
    mobileNumber: formatMobileNumber(values.phone),
    email: values.email.trim(),
    message: values.message.trim(),
    state: values.region,
    country: countryName(values.country),
    channel: s.channel,
    leadSource: s.source,
    // Exactly the page's or the spec's value: a marketer filters on it. The
    // campaign travels in `url` only.
    subSource: s.sub_source,
    url: urlWith(pageUrl, attribution),
    oldSource: s.oldSource,
    ...consent,
  };
}

/** The hidden form fields of spec §3, by their original names. */
export function hiddenFields(source: LeadSource, pageUrl: string): Record<string, string> {
  const s = resolveLeadSource(source);
  return { Source: s.source, channel: s.channel, mx_Sub_Source: s.sub_source, oldSource: s.oldSource, mx_Website_url: pageUrl };
}
