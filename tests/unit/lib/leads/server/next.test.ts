/** @jest-environment node */
import type { Socket } from 'node:net';
import { clientIp } from '../../../../../lib/leads/server/next';

const req = (xff: string | string[] | undefined) => ({ headers: { 'x-forwarded-for': xff }, socket: { remoteAddress: '10.0.0.9' } as Socket });

describe('clientIp', () => {
  it('behind the trusted proxy takes the rightmost X-Forwarded-For entry, the one the proxy appended', () => {
    // The client wrote "1.1.1.1" itself to borrow someone else's rate-limit bucket.
    expect(clientIp(req('1.1.1.1, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientIp(req('203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientIp(req(['1.1.1.1', '2.2.2.2, 198.51.100.4 ']), true)).toBe('198.51.100.4');
  });

  it('without a trusted proxy, or without the header, uses the socket address', () => {
    expect(clientIp(req('1.1.1.1, 203.0.113.7'), false)).toBe('10.0.0.9');
    expect(clientIp(req(undefined), true)).toBe('10.0.0.9');
    expect(clientIp(req(' , '), true)).toBe('10.0.0.9');
  });
});
