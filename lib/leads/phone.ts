// What a visitor types, pastes or autofills into the international phone field, read the way
// they meant it. The field starts with "+<code>"; a national number typed over a
// selection, pasted or autofilled arrives without it and would otherwise be read as a calling
// code ("9845012345" → Iran). Pure, so the rule is tested without a browser.
import { AsYouType, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/**
 * The input text to hand to the phone field, given the country selected beside it:
 * text already international ("+91-98450-12345") is kept, but for a trunk "0" after the selected
 * country's code ("+91 09845…"); "00…" is an international prefix;
 * anything else is a national number of the selected country (its trunk "0" dropped,
 * a repeated country code recognised).
 */
export function internationalPhoneText(text: string, country: CountryCode): string {
  const trimmed = text.trim();
  const code = getCountryCallingCode(country);
  // Typed after the "+<code>" the field starts with (or landing there as the form is swapped in), a
  // national number would keep its trunk "0": read what follows the code as national.
  const afterCode = trimmed.startsWith(`+${code}`) ? trimmed.slice(code.length + 1) : '';
  if (/^[\s-]*0/.test(afterCode)) return internationalPhoneText(afterCode, country);
  if (!trimmed || trimmed.startsWith('+')) return text;
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return text;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const typed = new AsYouType(country);
  typed.input(digits);
  return typed.getNumber()?.number ?? `+${code}`;
}
