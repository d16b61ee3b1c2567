// eslint-disable-next-line @typescript-eslint/no-require-imports
const { grade } = require('../../support/observatory.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { securityHeaders } = require('../../../lib/securityHeaders');

const ours = () => Object.fromEntries(securityHeaders().map((h: { key: string; value: string }) => [h.key.toLowerCase(), h.value]));

describe('Observatory scoring of our headers', () => {
  it('grades A+', () => {
    const r = grade(ours());
    expect(r.grade).toBe('A+');
    expect(r.score).toBe(110);
  });

  it('drops below A+ when a header is removed or weakened', () => {
    const without = (name: string) => { const h = ours(); delete h[name]; return h; };
    expect(grade(without('content-security-policy')).grade).not.toBe('A+');
    expect(grade(without('strict-transport-security')).grade).not.toBe('A+');
    // Within the Observatory's rules a missing nosniff costs 5 points but keeps A+ (bonuses).
    expect(grade(without('x-content-type-options')).score).toBe(105);
    const unsafe = ours();
    unsafe['content-security-policy'] = unsafe['content-security-policy'].replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(grade(unsafe).grade).not.toBe('A+');
  });
});

export {};
