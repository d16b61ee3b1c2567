// The browser's part of the one env module (lib/env): the NEXT_PUBLIC_ variables and their
// defaults. Each is read as a literal `process.env.NEXT_PUBLIC_X`, which webpack replaces with its
// build-time value, so this file runs in the browser as it does on the server. It names no server
// variable and imports no zod (first-load JavaScript): nothing secret can reach the browser through
// it. lib/env/index.ts checks the same variables with its schema and shapes them with
// `publicValues`, so a bad value stops `next build` / `next start` (next.config.ts imports it).
import { RECAPTCHA_TEST_SITE_KEY } from '../constants';

/** The site's address when NEXT_PUBLIC_SITE_URL is unset: what `next start` listens on by default. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export interface PublicEnv {
  /** Canonical links, Open Graph, sitemap, the captcha's expected hostname; no trailing slash. */
  NEXT_PUBLIC_SITE_URL: string;
  /** The chat provider's script; unset: the chat button opens the contact options only. */
  NEXT_PUBLIC_CHAT_SCRIPT_URL?: string;
  /** reCAPTCHA v2 site key; unset: Google's test key (always passes, for local runs). */
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: string;
}

type Raw = { [K in keyof PublicEnv]?: string };

/** Defaults and shape of the public variables (an empty value counts as unset). */
export function publicValues(raw: Raw): PublicEnv {
  return {
    NEXT_PUBLIC_SITE_URL: (raw.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
    NEXT_PUBLIC_CHAT_SCRIPT_URL: raw.NEXT_PUBLIC_CHAT_SCRIPT_URL || undefined,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: raw.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || RECAPTCHA_TEST_SITE_KEY,
  };
}

export const publicEnv: PublicEnv = publicValues({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
});
