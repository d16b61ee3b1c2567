// Every country the phone library knows, with English names: the country select's options
// and the code ↔ full-name mapping of the lead payload (spec §3: country as full name).
// Shared by the browser form (loaded with the popup) and the gateway.
import { getCountries } from 'libphonenumber-js';
import en from 'react-phone-number-input/locale/en.json';
import { DEFAULT_COUNTRY_NAME } from '../constants';

const names = en as unknown as Record<string, string>;

export interface CountryOption { code: string; name: string }

export const COUNTRIES: CountryOption[] = getCountries()
  .filter((code) => typeof names[code] === 'string')
  .map((code) => ({ code: code as string, name: names[code] }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c.code]));

export const isCountryCode = (code: string): boolean => byCode.has(code);

/** Full English name of a country code; India when the code is unknown or empty (spec default). */
export const countryName = (code: string | undefined): string => (code && byCode.get(code)) || DEFAULT_COUNTRY_NAME;

/** The code of a full country name, or undefined. */
export const countryCode = (name: string | undefined): string | undefined => (name ? byName.get(name.trim().toLowerCase()) : undefined);

