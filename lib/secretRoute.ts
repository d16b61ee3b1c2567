// The guards of the API routes: the methods each answers (refusesMethod); the routes the CMS calls
// with a shared secret (/api/revalidate, /api/preview: one method, a configured secret (503 without
// it) and a match in constant time (401 without); the preview's link a token signed with it); the
// operators' answers (isOperator).
import { createHash, timingSafeEqual } from 'node:crypto';
import { PREVIEW_TOKEN_TTL_MS, previewMac } from '../shared/previewToken.cjs';
import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardedFor, isLoopbackHost } from '../shared/exposure.cjs';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests, so neither the content nor the length of the secret leaks through timing. */
export function secretMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The admin's preview link carries `token=<expiry ms>.<HMAC-SHA256>` of the target and the expiry,
 * keyed with PREVIEW_SECRET (shared/previewToken.cjs; the CMS signs it), never the secret: the
 * URL lands in access logs and browser history. True when it names this target and is not expired.
 */
export function readPreviewToken(token: unknown, secret: string, { path, popup = '', status }: { path: string; popup?: string; status: string }, now = Date.now()): boolean {
  const [expires, mac, extra] = typeof token === 'string' ? token.split('.') : [];
  if (!expires || !mac || extra !== undefined || !/^\d+$/.test(expires)) return false;
  const at = Number(expires);
  if (at < now || at > now + PREVIEW_TOKEN_TTL_MS) return false;
  return secretMatches(mac, previewMac(secret, { path, popup, status }, expires));
}

/** Answers 405, naming the methods allowed, unless the request's method is one of them: true when it did. */
export function refusesMethod(req: NextApiRequest, res: NextApiResponse, allowed: string[]): boolean {
  if (allowed.includes(req.method ?? '')) return false;
  res.setHeader('Allow', allowed.join(', '));
  res.status(405).json({ error: `Use ${allowed[0]}` });
  return true;
}

interface Guard {
  method: 'GET' | 'POST';
  secret: string | undefined;
  /** What the request shows: the secret itself, or a check of it (a token signed with the secret). */
  presented: unknown | ((secret: string) => boolean);
  /** What the route is, for the 503 message ("Revalidation", "Preview"). */
  what: string;
}

/** The secret when the request may pass; otherwise it has been answered, and null comes back. */
export function passSecretGuard(req: NextApiRequest, res: NextApiResponse, { method, secret, presented, what }: Guard): string | null {
  if (refusesMethod(req, res, [method])) return null;
  if (!secret) {
    res.status(503).json({ error: `${what} is not configured` });
    return null;
  }
  if (!(typeof presented === 'function' ? presented(secret) : secretMatches(presented, secret))) {
    res.status(401).json({ error: 'Invalid secret' });
    return null;
  }
  return secret;
}

/** What `Authorization: Bearer <token>` presents. */
export const bearerToken = (req: Pick<NextApiRequest, 'headers'>) => /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? '').trim())?.[1];

/**
 * An operator's request (the detailed /api/health): from this machine, or with the monitoring
 * token as `Authorization: Bearer`. A proxy on this machine connects from loopback for every
 * visitor, so any X-Forwarded-For entry beyond loopback makes it a visitor's request.
 */
export function isOperator(req: Pick<NextApiRequest, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token && secretMatches(bearerToken(req), token)) return true;
  return [req.socket.remoteAddress ?? '', ...forwardedFor(req.headers)].every(isLoopbackHost);
}
