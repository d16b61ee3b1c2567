// Grades a response's headers with the MDN HTTP Observatory's published scoring (its npm
// package cannot install offline: it downloads CA bundles at install time). Start at 100,
// apply each test's modifier; bonuses count only when the score before them is at least 90.
// Redirection (http → https) is not testable on a loopback http scan and is reported as such.
// Shared by tests/e2e/readonly/headers.spec.ts, tests/unit/lib/securityHeaders.observatory.test.ts and bench/observatory.cjs.
'use strict';

const GRADES = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];

function parseCsp(value) {
  const map = new Map();
  for (const part of (value || '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function cspTest(value) {
  if (!value) return ['csp-not-implemented', -25];
  const csp = parseCsp(value);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) return ['csp-implemented-with-unsafe-inline', -20];
  if (scripts.includes("'unsafe-inline'") || scripts.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:')) return ['csp-implemented-with-unsafe-inline', -20];
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if ([...csp.values()].flat().some((s) => s.startsWith('http:'))) return ['csp-implemented-with-insecure-scheme', -20];
  if ((csp.get('default-src') ?? []).join(' ') === "'none'") return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  if ((csp.get('style-src') ?? []).includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return ['csp-implemented-with-no-unsafe', 0];
}

function hstsTest(value) {
  const maxAge = Number(/max-age=(\d+)/i.exec(value || '')?.[1] ?? NaN);
  if (!value || Number.isNaN(maxAge)) return ['hsts-not-implemented', -20];
  if (maxAge < 15768000) return ['hsts-implemented-max-age-less-than-six-months', -10];
  return ['hsts-implemented-max-age-at-least-six-months', 0];
}

function referrerTest(value) {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last = value.split(',').map((s) => s.trim().toLowerCase()).pop();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade'].includes(last)) return ['referrer-policy-no-referrer-when-downgrade', 0];
  return ['referrer-policy-unsafe', -5];
}

function frameTest(xfo, cspValue) {
  const ancestors = parseCsp(cspValue).get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  if (/^(deny|sameorigin)$/i.test((xfo || '').trim())) return ['x-frame-options-sameorigin-or-deny', 0];
  return ['x-frame-options-not-implemented', -20];
}

/** @param {Record<string, string>} headers lower-cased names */
function grade(headers) {
  const get = (name) => headers[name.toLowerCase()];
  const tests = {
    'content-security-policy': cspTest(get('content-security-policy')),
    cookies: get('set-cookie') ? (/secure/i.test(get('set-cookie')) && /httponly/i.test(get('set-cookie')) ? ['cookies-secure-with-httponly-sessions', 0] : ['cookies-without-secure-flag', -20]) : ['cookies-not-found', 0],
    'cross-origin-resource-sharing': get('access-control-allow-origin') === '*' ? ['cross-origin-resource-sharing-implemented-with-public-access', 0] : ['cross-origin-resource-sharing-not-implemented', 0],
    'referrer-policy': referrerTest(get('referrer-policy')),
    'strict-transport-security': hstsTest(get('strict-transport-security')),
    'x-content-type-options': /^nosniff$/i.test((get('x-content-type-options') || '').trim()) ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-not-implemented', -5],
    'x-frame-options': frameTest(get('x-frame-options'), get('content-security-policy')),
  };
  const mods = Object.values(tests).map(([, m]) => m);
  const base = 100 + mods.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = base >= 90 ? mods.filter((m) => m > 0).reduce((a, b) => a + b, 0) : 0;
  const score = Math.max(0, base + bonus);
  return { score, grade: GRADES.find(([min]) => score >= min)[1], tests };
}

module.exports = { grade };
