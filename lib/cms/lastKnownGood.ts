// The last answer the CMS gave per query, kept in the build's cache folder so it outlives
// the process: pages generated at build time and regenerated later by `next start` share it.
// During a CMS outage, regeneration serves these instead of dropping to defaults.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = () => path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'cms-last-known-good');
const file = (key: string) => path.join(dir(), `${createHash('sha1').update(key).digest('hex')}.json`);
const memory = new Map<string, unknown>();

export function remember(key: string, value: unknown): void {
  memory.set(key, value);
  try {
    mkdirSync(dir(), { recursive: true });
    writeFileSync(file(key), JSON.stringify(value));
  } catch { /* read-only disk: memory still helps */ }
}

export function recall<T>(key: string): T | null {
  if (memory.has(key)) return memory.get(key) as T;
  try {
    const value = JSON.parse(readFileSync(file(key), 'utf8')) as T;
    memory.set(key, value);
    return value;
  } catch {
    return null;
  }
}
