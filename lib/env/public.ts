// The browser's part of the one env module (lib/env): the NEXT_PUBLIC_ variables and their
// defaults. Each is read as a literal `process.env.NEXT_PUBLIC_X`, which webpack replaces with its
// build-time value, so this file runs in the browser as it does on the server. It names no server
// variable and imports no zod (first-load JavaScript): nothing secret can reach the browser through
// it. lib/env/index.ts checks the same variables with its schema and shapes them with
// `publicValues`, so a bad value stops `next build` / `next start` (next.config.ts imports it).
// One export per variable, not one object: an object kept its defaulting code in first-load
// JavaScript (+219 B gz on _app); as they are, the three values cost +75 B gz there (the module
// is shared by the layout, the SEO helpers and the form, so webpack keeps it whole, in _app).
import { RECAPTCHA_TEST_SITE_KEY } from '../constants';

/** The site's address when NEXT_PUBLIC_SITE_URL is unset: what `next start` listens on by default. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

// Defaults (an empty value counts as unset) written as `read || default` in place: in a build,
// next.config.ts hands webpack the checked, defaulted values (`env`), so each read is a string
// and webpack drops the default (Google's test key never ships with a real key).
/** Canonical links, Open Graph, sitemap, the captcha's expected hostname; no trailing slash. */
export const NEXT_PUBLIC_SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
/** The chat provider's script; unset: the chat button opens the contact options only. */
export const NEXT_PUBLIC_CHAT_SCRIPT_URL = process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL || undefined;
/** reCAPTCHA v2 site key; unset: Google's test key (always passes, for local runs). */
export const NEXT_PUBLIC_RECAPTCHA_SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || RECAPTCHA_TEST_SITE_KEY;

export interface PublicEnv {
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_CHAT_SCRIPT_URL?: string;
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: string;
}

/** The same shaping for a given set of variables (the server schema's output). */
export const publicValues = (raw: { [K in keyof PublicEnv]?: string }): PublicEnv => ({
  NEXT_PUBLIC_SITE_URL: (raw.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: raw.NEXT_PUBLIC_CHAT_SCRIPT_URL || undefined,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: raw.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || RECAPTCHA_TEST_SITE_KEY,
});
