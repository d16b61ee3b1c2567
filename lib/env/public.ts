// The browser's part of the one env module (lib/env): the NEXT_PUBLIC_ variables and their
// defaults. Each is read as a literal `process.env.NEXT_PUBLIC_X`, which webpack replaces with its
// build-time value, so this file runs in the browser as it does on the server. It names no server
// variable and imports no zod (first-load JavaScript): nothing secret can reach the browser through
// it. lib/env/index.ts checks the same variables with its schema and shapes them with
// `publicValues`, so a bad value stops `next build` / `next start` (next.config.ts imports it).
// One export per variable, not one object: an object kept its defaulting code in first-load
// JavaScript (+219 B gz on _app); as they are, the three values cost +75 B gz there (the module
// is shared by the layout, the SEO helpers and the form, so webpack keeps it whole, in _app).
// Not @t3-oss/env-nextjs: it validates the client variables in the browser with the
// schema, which puts zod in every page's first-load JavaScript (t3-oss/t3-env#226); zod ships
// today only in the form chunks, loaded on demand.
import { RECAPTCHA_TEST_SITE_KEY } from '../constants';

/** The site's address when NEXT_PUBLIC_SITE_URL is unset: what `next start` listens on by default. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

// Each variable's default and shaping, written once: used for the literal read below and, by
// lib/env/index.ts, for the checked values (`publicValues`). An empty value counts as unset. In a
// build, next.config.ts hands webpack those checked, defaulted values (`env`), so each read is a
// string; the browser bundle has no `publicValues` (nothing there imports it), so the minifier
// inlines each shaper into its one call and drops the unused default (checked with Next's SWC
// minify: the same output as `read || default` written in place; Google's test key never ships
// with a real key).
const siteUrl = (value?: string) => (value || DEFAULT_SITE_URL).replace(/\/+$/, '');
const chatScriptUrl = (value?: string) => value || undefined;
const recaptchaSiteKey = (value?: string) => value || RECAPTCHA_TEST_SITE_KEY;

/** Canonical links, Open Graph, sitemap, the captcha's expected hostname; no trailing slash. */
export const NEXT_PUBLIC_SITE_URL = siteUrl(process.env.NEXT_PUBLIC_SITE_URL);
/** The chat provider's script; unset: the chat button opens the contact options only. */
export const NEXT_PUBLIC_CHAT_SCRIPT_URL = chatScriptUrl(process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL);
/** reCAPTCHA v2 site key; unset: Google's test key (always passes, for local runs). */
export const NEXT_PUBLIC_RECAPTCHA_SITE_KEY = recaptchaSiteKey(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY);

export interface PublicEnv {
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_CHAT_SCRIPT_URL?: string;
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: string;
}

/** The same shaping for a given set of variables (the server schema's output). */
export const publicValues = (raw: { [K in keyof PublicEnv]?: string }): PublicEnv => ({
  NEXT_PUBLIC_SITE_URL: siteUrl(raw.NEXT_PUBLIC_SITE_URL),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: chatScriptUrl(raw.NEXT_PUBLIC_CHAT_SCRIPT_URL),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: recaptchaSiteKey(raw.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
});
