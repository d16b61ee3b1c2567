// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentSecurityPolicy, securityHeaders } = require('../../../lib/securityHeaders');

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allows no inline or eval script in production, and only the needed third parties', () => {
    const scriptSrc = directive(contentSecurityPolicy(), 'script-src');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc.split(' ').slice(1)).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
  });

  it('adds the chat provider origin only when one is configured', () => {
    const csp = contentSecurityPolicy({ chatScriptUrl: 'https://widget.chat.example/loader.js' });
    expect(directive(csp, 'script-src')).toContain('https://widget.chat.example');
    expect(contentSecurityPolicy()).not.toContain('chat.example');
  });

  it('forbids framing and sets HSTS for two years with subdomains', () => {
    const headers = Object.fromEntries(securityHeaders().map((h: { key: string; value: string }) => [h.key, h.value]));
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'])![1]);
    expect(maxAge).toBeGreaterThanOrEqual(2 * 365 * 24 * 3600);
    expect(headers['Strict-Transport-Security']).toContain('includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy'].split(', ')).toEqual(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']);
  });
});

export {};

describe('header rules (next.config.ts)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { headerRules } = require('../../../lib/securityHeaders');
  type Rule = { has?: unknown[]; missing?: unknown[]; headers: { key: string; value: string }[] };
  const rules: Rule[] = headerRules({ cmsAdminUrl: 'https://cms.example.com/admin' });
  const asMap = (r: Rule) => Object.fromEntries(r.headers.map((h) => [h.key, h.value]));
  const draftCookie = [{ type: 'cookie', key: '__prerender_bypass' }];

  it('forbids framing on every answer without the draft cookie', () => {
    const publicRule = rules.find((r) => r.missing)!;
    expect(publicRule.missing).toEqual(draftCookie);
    const h = asMap(publicRule);
    expect(directive(h['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Robots-Tag']).toBeUndefined();
  });

  it('lets only the CMS admin origin frame a draft answer, and keeps it out of search engines', () => {
    const draftRule = rules.find((r) => r.has)!;
    expect(draftRule.has).toEqual(draftCookie);
    const h = asMap(draftRule);
    expect(directive(h['Content-Security-Policy'], 'frame-ancestors')).toBe('frame-ancestors https://cms.example.com');
    expect(h['X-Frame-Options']).toBeUndefined();
    expect(h['X-Robots-Tag']).toBe('noindex');
    expect(h.Vary).toBe('Cookie');
    expect(h['Strict-Transport-Security']).toBe(asMap(rules.find((r) => r.missing)!)['Strict-Transport-Security']);
  });
});
