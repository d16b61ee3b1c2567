// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentSecurityPolicy, securityHeaders } = require('../../lib/securityHeaders');

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
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Permissions-Policy']).toBeTruthy();
  });
});

export {};
