/** @jest-environment node */
import { isOperator } from '../../../lib/secretRoute';

const TOKEN = 'monitoring-token-0123456789abcdef-0123';
const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as Parameters<typeof isOperator>[0];

describe('isOperator (the detailed /api/health)', () => {
  it('lets this machine in, directly or through a proxy on it', () => {
    expect(isOperator(req('127.0.0.1'), undefined)).toBe(true);
    expect(isOperator(req('::1'), undefined)).toBe(true);
    expect(isOperator(req('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(true);
  });

  it('keeps out a visitor, even one a local proxy forwards', () => {
    expect(isOperator(req('203.0.113.7'), undefined)).toBe(false);
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), undefined)).toBe(false);
    // A visitor who writes a loopback address of their own is still named by the proxy's entry.
    expect(isOperator(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }), undefined)).toBe(false);
  });

  it('lets in anyone with the monitoring token, and no one with a wrong or empty one', () => {
    expect(isOperator(req('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(isOperator(req('203.0.113.7', { authorization: 'Bearer wrong' }), TOKEN)).toBe(false);
    expect(isOperator(req('203.0.113.7', { authorization: 'Bearer ' }), TOKEN)).toBe(false);
    expect(isOperator(req('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false);
  });
});
