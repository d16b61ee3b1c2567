'use strict';

// What a counsellor address and an email template may hold, checked when either is saved
// (the lifecycles of both types) and again when the site's mailer reads them (/api/lead-mail):
// - a counsellor address receives every matching lead (name, email, phone, message) and is named
//   to the person as "your counsellor", so it must be at one of the institute's own mail domains;
// - a template is sent from the institute's domain to every person who writes: it may link only
//   to the site's own origins, and carries no remote image, style or embedded content (each
//   would tell another site who opened the mail, and a value in its address would hand it the
//   person's data: the values are escaped for HTML, and still work inside a URL).
// Pure functions of the settings (config/lead-mail.js), for their unit test.

/** The seed's counsellor domain: the local stack's addresses are all there. */
const SEED_MAIL_DOMAIN = 'example.com';
/** Values the site builds from its own origin: the only ones that may be a link's whole address. */
const URL_VALUES = ['siteUrl', 'confirmUrl', 'documentUrl'];

const list = (value) => String(value || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
const originOf = (url) => { try { return new URL(url).origin; } catch { return null; } };

/** The settings from the environment: COUNSELLOR_MAIL_DOMAINS, MAIL_LINK_ORIGINS (else SITE_URL's origin). */
function mailRules(env) {
  const domains = list(env.COUNSELLOR_MAIL_DOMAINS);
  const origins = env.MAIL_LINK_ORIGINS ? list(env.MAIL_LINK_ORIGINS).map(originOf) : [originOf(env.SITE_URL)];
  return { counsellorDomains: domains.length ? domains : [SEED_MAIL_DOMAIN], linkOrigins: origins.filter(Boolean) };
}

/** Why this counsellor address may not be saved, or null. */
function counsellorAddressProblem(email, { counsellorDomains }) {
  const domain = /^[^@\s]+@([^@\s]+)$/.exec(String(email ?? '').trim())?.[1]?.toLowerCase();
  if (domain && counsellorDomains.includes(domain)) return null;
  return `A counsellor's address must be at the institute's own mail domain (${counsellorDomains.map((d) => `@${d}`).join(', ')}): ${email} is not. `
    + 'An administrator names the domains in COUNSELLOR_MAIL_DOMAINS.';
}

const allowedUrl = (url, { linkOrigins }) => {
  const origin = originOf(/^www\./i.test(url) ? `http://${url}` : url);
  return Boolean(origin) && linkOrigins.includes(origin.toLowerCase());
};
const sitesNamed = ({ linkOrigins }) => (linkOrigins.length ? linkOrigins.join(', ') : 'none: MAIL_LINK_ORIGINS is not set');

// Mustache tags that insert a value unescaped ({{{x}}}, {{&x}}) or change the delimiters, which
// would hide a value from every check below.
const RAW_TAG = /\{\{\s*[{&=]/;
// Sections ({{#x}}, {{^x}}, {{/x}}) and comments insert nothing: removed before looking at what a value touches.
const SECTION_TAG = /\{\{\s*[#^/!][^}]*\}\}/g;
const VALUE_TAG = /\{\{\s*([\w.]+)\s*\}\}/g;
// Content a mail client fetches or runs: images, frames, styles, forms, media.
const EMBED_TAG = /<\s*(img|image|picture|source|video|audio|iframe|frame|object|embed|script|style|link|meta|base|form|input|svg|math|track)\b/i;
const CSS_FETCH = /url\s*\(|image-set\s*\(|@import|expression\s*\(/i;
const URL_ATTRIBUTE = /\b(href|src|srcset|action|formaction|background|poster|cite|data|longdesc|xlink:href|ping)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const STYLE_ATTRIBUTE = /\bstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const LITERAL_URL = /\b(?:https?:\/\/|www\.)[^\s"'<>()]+|(?<![\w/])\/\/[\w.-]+\.[a-z]{2,}[^\s"'<>()]*/gi;
// A value glued to text that makes it part of an address (evil.example/?{{email}}, {{name}}.evil.example).
const GLUE_BEFORE = /[\w/.?=&:@#%+~;-]$/;
const GLUE_AFTER = /^(?:[\w/?=&@#%+~-]|\.\w)/;

/** Why a link's whole address (an HTML attribute) may not be saved, or null. */
function linkProblem(value, rules) {
  const v = value.trim().replace(/^["']|["']$/g, '').trim();
  const valueTag = /^\{\{\s*(\w+)\s*\}\}(\/[^{}\s]*)?$/.exec(v);
  if (valueTag && URL_VALUES.includes(valueTag[1])) return null;
  if (/^mailto:\{\{\s*counsellorEmail\s*\}\}$/i.test(v)) return null;
  if (v.includes('{{')) return `A link's address may not contain a value such as {{email}} (only a whole ${URL_VALUES.map((n) => `{{${n}}}`).join(', ')}, or mailto:{{counsellorEmail}}): ${v}`;
  const mailto = /^mailto:([^?]+)$/i.exec(v);
  if (mailto) return counsellorAddressProblem(mailto[1], rules) && `A mailto link may name only an address at the institute's own mail domain (${rules.counsellorDomains.join(', ')}): ${v}`;
  if (/^https?:\/\//i.test(v) && allowedUrl(v, rules)) return null;
  return `A link may point only to the site's own address (${sitesNamed(rules)}): ${v}`;
}

/** Why a value in running text (not a link's address) may not stay where it is, or null. */
function gluedValueProblem(text) {
  const flat = text.replace(SECTION_TAG, '');
  for (const m of flat.matchAll(VALUE_TAG)) {
    const before = flat.slice(0, m.index);
    const after = flat.slice(m.index + m[0].length);
    const siteLink = URL_VALUES.includes(m[1]) && !GLUE_BEFORE.test(before);
    if (GLUE_BEFORE.test(before) || (!siteLink && GLUE_AFTER.test(after))) {
      return `A value such as ${m[0]} may not be part of an address or a word (put a space around it): …${before.slice(-24)}${m[0]}${after.slice(0, 24)}…`;
    }
  }
  return null;
}

/**
 * Why this template (or the part of it being saved) may not be saved: the first problem, or null.
 * @param {{ subject?: string|null, text?: string|null, html?: string|null }} template
 */
function templateProblem(template, rules) {
  const fields = ['subject', 'text', 'html'].filter((f) => typeof template[f] === 'string');
  for (const field of fields) {
    let value = template[field];
    if (RAW_TAG.test(value)) return `The ${field} may not use {{{…}}}, {{&…}} or {{=…=}}: every value is inserted escaped.`;
    if (field === 'html') {
      const embed = EMBED_TAG.exec(value);
      if (embed) return `The HTML may not carry images or embedded content (<${embed[1].toLowerCase()}>): another site would learn who opened the mail.`;
      for (const [, style] of value.matchAll(STYLE_ATTRIBUTE)) {
        if (CSS_FETCH.test(style) || style.includes('\\')) return `A style may not load anything (url(…), @import) nor use escapes: ${style}`;
      }
      if (CSS_FETCH.test(value)) return 'The HTML may not load anything through url(…) or @import.';
      for (const [attribute, , address] of value.matchAll(URL_ATTRIBUTE)) {
        const problem = linkProblem(address, rules);
        if (problem) return problem;
        value = value.replace(attribute, '');
      }
    }
    for (const [url] of value.matchAll(LITERAL_URL)) {
      if (!allowedUrl(url.startsWith('//') ? `https:${url}` : url, rules)) return `The ${field} may name only the site's own address (${sitesNamed(rules)}): ${url}`;
    }
    const glued = gluedValueProblem(value);
    if (glued) return `The ${field}: ${glued}`;
  }
  return null;
}

module.exports = { mailRules, counsellorAddressProblem, templateProblem };
