// Next.js pages-router adapter of the gateway: reads the raw body (with a size cap) and
// writes the answer. Routes export `config` with bodyParser off so this code sees the bytes.
import type { NextApiRequest, NextApiResponse } from 'next';
import { observeLeadAccepted } from '../../metrics.cjs';
import { logEvent } from '../../log';
import { forwardedFor } from '../../../shared/exposure.cjs';
import { bearerToken, passSecretGuard, refusesMethod } from '../../secretRoute';
import contract from '../../../shared/contract.json';
import { confirmSecret, readConfirmToken } from './confirmLink';
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
 * Behind nginx (LEADS_TRUST_PROXY=1), the visitor is the address nginx decided on: it sets
 * X-Forwarded-For to that one address (deploy/nginx/site.conf.template), read from a front only when
 * TRUSTED_PROXIES names it. The RIGHTMOST entry, so a proxy that appends instead still cannot be
 * steered by what the client wrote to its left.
 */
export function clientIp(req: Pick<NextApiRequest, 'headers' | 'socket'>, trustProxy: boolean): string {
  return (trustProxy ? forwardedFor(req.headers).at(-1) : undefined) ?? req.socket.remoteAddress ?? 'unknown';
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
  // Stored and answered (a bot's honeypot 200 carries no ref): the accept latency operators watch.
  const accepted = out.status === 200 && (out.body as { ref?: unknown } | undefined)?.ref !== undefined;
  if (accepted) observeLeadAccepted((performance.now() - started) / 1000);
}

/**
 * POST /api/leads/release {key}: the CMS, when a marketer releases a held lead or data request,
 * with the lead token it shares with the site. What was held back is queued, once; `keys`: what was
 * released (the lead and the download held with it), which the CMS marks released too.
 */
export async function serveRelease(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const rt = getLeadRuntime();
  res.setHeader('Cache-Control', 'no-store');
  if (!passSecretGuard(req, res, { method: 'POST', secret: rt.config.LEAD_FORWARD_TOKEN, presented: bearerToken(req), what: 'Releasing leads' })) return;
  const key = (req.body as { key?: unknown } | undefined)?.key;
  if (typeof key !== 'string' || !key) {
    res.status(400).json({ error: 'Send {"key": the lead\'s idempotency key}' });
    return;
  }
  const out = await rt.queue.release(key).catch((err: Error) => err);
  if (out instanceof Error) {
    logEvent('lead.store_unavailable', { error: out.message });
    res.status(503).json({ error: 'Could not release the lead right now, please try again' });
    return;
  }
  if (out === 'unknown') { res.status(404).json({ error: 'No lead with this key' }); return; }
  if (out === 'not-held') { res.status(200).json({ released: false, reason: 'not held, or released already' }); return; }
  logEvent('lead.released', { leadId: out.id, destinations: out.queued });
  for (const f of rt.forwarders) f.nudge();
  res.status(200).json({ released: true, queued: out.queued, keys: out.keys });
}

/**
 * POST /api/confirm {token}: the person clicked "Confirm" on the page the mailed link opened.
 * Single use: a second click, an expired or a forged link change nothing.
 */
export async function serveConfirm(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (refusesMethod(req, res, ['POST'])) return;
  const rt = getLeadRuntime();
  const secret = confirmSecret(rt.config);
  if (!secret) { res.status(503).json({ error: 'Confirmation links are not configured' }); return; }
  const check = readConfirmToken((req.body as { token?: unknown } | undefined)?.token, secret);
  if ('problem' in check) { res.status(check.problem === 'expired' ? 410 : 400).json({ status: check.problem }); return; }
  const out = await rt.queue.confirm(check.leadId).catch((err: Error) => err);
  if (out instanceof Error) {
    logEvent('lead.store_unavailable', { error: out.message });
    res.status(503).json({ error: 'Could not confirm right now, please try again' });
    return;
  }
  if (!out) { res.status(409).json({ status: 'used' }); return; }
  logEvent('lead.confirmed', { leadId: check.leadId, path: out.path });
  for (const f of rt.forwarders) f.nudge();
  res.status(200).json({ status: 'confirmed', what: out.path === contract.dataRequest.path ? 'data-request' : 'opt-in' });
}
