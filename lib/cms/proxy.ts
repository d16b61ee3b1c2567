// The browser's way to the CMS's uploaded media, through this origin so the CSP names no CMS
// origin (what pages show of the CMS's words comes in their props). An API route rather than a
// next.config rewrite on purpose: any rewrite makes every statically generated page re-route itself
// (router.replace) right after hydration, a full extra render measured at ~20 ms of main-thread
// work on a course page.
import type { NextApiRequest, NextApiResponse } from 'next';
import { createReadStream, readdirSync } from 'node:fs';
import nodePath from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { serverEnv } from '../env';
import { logEvent } from '../log';
import { refusesMethod } from '../secretRoute';
import { CMS_MEDIA_PREFIX, cmsMediaPath } from './fields';

const UNREACHABLE = 'The content service is not reachable; try again shortly.';
/** Headers of a media answer worth passing on; the site's own security headers stay. */
const MEDIA_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

const cms = (path: string) => `${serverEnv.CMS_URL.replace(/\/$/, '')}${path}`;

/** A media file's text as the CMS serves it (a page's hero vector), or null when the CMS cannot give it. */
export const mediaText = (url: string): Promise<string | null> =>
  fetch(cms(cmsMediaPath(url)), { signal: AbortSignal.timeout(serverEnv.CMS_TIMEOUT_MS) })
    .then((answer) => (answer.ok ? answer.text() : null))
    .catch(() => null);

function refuse(res: NextApiResponse, status: number, error: string) {
  res.status(status).json({ error });
}

// While the CMS cannot answer, a file the seed uploaded is served from the seed's own copy
// (shared/seed-images), so a page kept from before still shows its pictures and icons, as its words
// fall back to the seed's. Strapi names an upload `<name>_<10 hex>.<ext>`, its name with
// underscores for dashes, and its smaller formats with a prefix. Never cached: the marketer's
// own file comes back with the CMS.
const SEED_IMAGES = nodePath.join(process.cwd(), 'shared', 'seed-images');
const UPLOAD_NAME = /^(?:(?:thumbnail|small|medium|large)_)?(.+)_[0-9a-f]{10}(\.[a-z]+)$/;
const SEED_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
let seedFiles: Map<string, string> | undefined;

/** The seed's copy of an uploaded file, by the name Strapi gave it; null for any other file. */
function seedImage(upload: string): string | null {
  const m = UPLOAD_NAME.exec(upload);
  if (!m) return null;
  if (!seedFiles) {
    try {
      seedFiles = new Map(readdirSync(SEED_IMAGES).map((f) => [f.replace(/-/g, '_'), f]));
    } catch {
      seedFiles = new Map();
    }
  }
  const file = seedFiles.get(`${m[1]}${m[2]}`);
  return file ? nodePath.join(SEED_IMAGES, file) : null;
}

/** Answers with the seed's copy of `upload`, if it has one. */
async function fromSeed(res: NextApiResponse, upload: string, method: string | undefined): Promise<boolean> {
  const file = seedImage(upload);
  const type = file && SEED_TYPES[nodePath.extname(file)];
  if (!file || !type) return false;
  res.status(200).setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  if (method === 'HEAD') res.end();
  else await pipeline(createReadStream(file), res);
  return true;
}

/** A file name path under /uploads: plain segments only, so nothing can climb out of it. */
const SAFE_SEGMENT = /^[\w][\w.-]*$/;

/**
 * GET /api/media/<file> → the CMS's /uploads/<file>, streamed with backpressure. CMS_TIMEOUT_MS
 * bounds the wait for the CMS's answer and any silence inside its body, never the whole body: a
 * 20 MB brochure from a slow CMS takes as long as it takes. A body that breaks off ends the
 * visitor's response as broken (the socket is destroyed short of its length), never as a
 * shorter file that looks complete.
 */
export async function proxyMedia(req: NextApiRequest, res: NextApiResponse) {
  if (refusesMethod(req, res, ['GET', 'HEAD'])) return;
  const raw = req.query.path;
  const segments = Array.isArray(raw) ? raw : raw ? [raw] : [];
  if (!segments.length || !segments.every((s) => SAFE_SEGMENT.test(s))) return refuse(res, 404, 'Not found');
  const path = CMS_MEDIA_PREFIX + segments.map(encodeURIComponent).join('/');
  const abort = new AbortController();
  const timeoutMs = serverEnv.CMS_TIMEOUT_MS;
  const silence = setTimeout(() => abort.abort(new Error(`no bytes from the CMS for ${timeoutMs} ms`)), timeoutMs);
  let answer: Response;
  try {
    answer = await fetch(cms(path), { method: req.method, signal: abort.signal });
  } catch {
    clearTimeout(silence);
    if (segments.length === 1 && await fromSeed(res, segments[0], req.method)) return;
    return refuse(res, 502, UNREACHABLE);
  }
  if (!answer.ok || req.method === 'HEAD' || !answer.body) clearTimeout(silence);
  if (!answer.ok) {
    if (answer.status === 404) return refuse(res, 404, 'Not found');
    if (segments.length === 1 && await fromSeed(res, segments[0], req.method)) return;
    return refuse(res, 502, 'The content service failed');
  }
  for (const name of MEDIA_HEADERS) {
    const value = answer.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  res.status(200);
  if (req.method === 'HEAD' || !answer.body) return res.end();
  const body = Readable.fromWeb(answer.body as WebReadableStream);
  body.on('data', () => silence.refresh());
  try {
    await pipeline(body, res);
  } catch (error) {
    logEvent('media_proxy_failed', { path, error: (error as Error).message });
    res.destroy();
  } finally {
    clearTimeout(silence);
  }
}
