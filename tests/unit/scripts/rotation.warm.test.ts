/** @jest-environment node */
// The readiness check an instance passes before nginx sees it (scripts/rotation.ts `warm`), against
// a stand-in instance: the lead route's answer decides, pages must be 200.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { warm } from '../../../scripts/rotation';

async function instance(leadStatus: number): Promise<{ port: number; close: () => void; leadsFrom: Set<string> }> {
  const leadsFrom = new Set<string>();
  const server = http.createServer((req, res) => {
    if (req.url === '/api/global-contact-form') leadsFrom.add(req.socket.remoteAddress ?? '');
    res.statusCode = req.url === '/api/global-contact-form' ? leadStatus : 200;
    req.resume().on('end', () => res.end('{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, close: () => server.close(), leadsFrom };
}

it.each([400, 429])('an instance whose lead route answers %i is ready (429: the warm-up address used its allowance, as after a start and a deploy within a minute)', async (status) => {
  const i = await instance(status);
  try {
    await expect(warm(i.port, { rounds: 2 })).resolves.toBeUndefined();
    expect([...i.leadsFrom]).toEqual(['127.0.0.254']);
  } finally { i.close(); }
});

it.each([404, 500])('an instance whose lead route answers %i is not', async (status) => {
  const i = await instance(status);
  try {
    await expect(warm(i.port, { rounds: 1 })).rejects.toThrow(`POST /api/global-contact-form on :${i.port} answered ${status}`);
  } finally { i.close(); }
});
