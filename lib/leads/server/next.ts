// Next.js pages-router adapter of the gateway: reads the raw body (with a size cap) and
// writes the answer. Routes export `config` with bodyParser off so this code sees the bytes.
import type { NextApiRequest, NextApiResponse } from 'next';
import { observeLeadAccepted } from '../../metrics.cjs';
import type { GatewayRequest, LeadKind } from './gateway';
import { getLeadRuntime } from './runtime';

async function readBody(req: NextApiRequest, max: number): Promise<GatewayRequest['body']> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) return { error: 'too-large' };
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Behind the trusted proxy, the visitor is the address that proxy appended: the RIGHTMOST
 * X-Forwarded-For entry. Entries to its left come from the client and can be anything.
 */
export function clientIp(req: Pick<NextApiRequest, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = req.headers['x-forwarded-for'];
    const entries = (Array.isArray(fwd) ? fwd.join(',') : fwd ?? '').split(',').map((e) => e.trim()).filter(Boolean);
    const last = entries.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export async function serveLead(kind: LeadKind, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const started = performance.now();
  const rt = getLeadRuntime();
  const declared = Number(req.headers['content-length'] ?? 0);
  const body = declared > rt.config.LEADS_MAX_BODY_BYTES ? { error: 'too-large' as const } : await readBody(req, rt.config.LEADS_MAX_BODY_BYTES);
  const out = await rt.gateway.handle(kind, { method: req.method ?? 'GET', headers: req.headers, ip: clientIp(req, rt.config.LEADS_TRUST_PROXY), body });
  res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(out.headers ?? {})) res.setHeader(k, v);
  // Past a too-large body we stop reading; closing the connection frees the socket.
  if (!Buffer.isBuffer(body)) res.setHeader('Connection', 'close');
  res.status(out.status).json(out.body);
  // Stored and answered (a bot's honeypot 200 carries no id): the accept latency operators watch.
  const accepted = out.status === 200 && (out.body as { id?: unknown } | undefined)?.id !== undefined;
  if (accepted) observeLeadAccepted((performance.now() - started) / 1000);
}
