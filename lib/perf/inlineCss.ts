// A page's stylesheets inside its HTML instead of behind it. Linked, they cost a round trip
// after the HTML before the first paint (≈ 0.56 s on Lighthouse's slow 4G), and on HTTP/1.1 two
// of the six connections the hero image competes for. A page's CSS is 4–17 kB (2–5 kB gz), so
// inlining it costs less than the request it saves. Server-only: pages/_document.tsx reads it.
//
// The Content-Security-Policy keeps inline <style> elements strict: the build's stylesheets are
// allowed by hash and nothing else. The header is fixed before `next build` compiles the CSS, so
// the hashes travel in a <meta> policy ahead of the styles; a browser enforces both policies, so
// an injected <style> that the header would let through is still refused.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylePolicy } from '../securityHeaders';

const texts = new Map<string, string>();

/** A stylesheet of the build (`static/css/….css`), read once per process: its name is its content's hash. */
export function stylesheetText(distDir: string, file: string): string {
  const at = path.join(process.cwd(), distDir, file);
  let text = texts.get(at);
  if (text === undefined) texts.set(at, (text = readFileSync(at, 'utf8')));
  return text;
}

const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy for every page of the build: every stylesheet any page uses may be inline, because
 * the pages router's client navigation inserts the next page's CSS as a <style> element of the
 * file's text (next/dist/client/index.js), not as a link.
 */
export function buildStylePolicy(distDir: string, pages: Record<string, readonly string[]>, chatScriptUrl?: string): string {
  const files = [...new Set(Object.values(pages).flat().filter((f) => f.endsWith('.css')))].sort();
  // That client appends the <style> empty, then its text: the empty one is checked too (and
  // would log a violation); a browser checks the element again when its text changes.
  const hashes = [styleHash(''), ...files.map((f) => styleHash(stylesheetText(distDir, f)))];
  return inlineStylePolicy({ hashes, chatScriptUrl });
}
