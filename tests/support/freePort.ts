import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback port the OS hands out, free once this resolves: for a server the test starts (nginx) or a port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}
