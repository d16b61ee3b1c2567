// The last answer the CMS gave per query, kept in the build's cache folder so it outlives
// the process: pages generated at build time and regenerated later by `next start` share it.
// During a CMS outage, regeneration serves these instead of dropping to defaults.
//
// Bounded (issue 11.4): only answers that hold an entry are kept (a scanner's made-up paths
// never reach here, and an empty answer deletes what was kept for its key), at most
// LKG_MAX_ENTRIES in memory, and a file leaves the disk when its entry leaves memory.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '../env';

/** Furniture (~10 queries) + two per published entry (≤ 400 routes) fit with room to spare. */
export const LKG_MAX_ENTRIES = 1000;

const dir = () => path.join(process.cwd(), serverEnv.NEXT_DIST_DIR, 'cache', 'cms-last-known-good');
const file = (key: string) => path.join(dir(), `${createHash('sha1').update(key).digest('hex')}.json`);
const removeFile = (key: string) => { try { rmSync(file(key), { force: true }); } catch { /* read-only disk */ } };

const memory = new LRUCache<string, object>({
  max: LKG_MAX_ENTRIES,
  // Evicted from memory → off the disk too, so the folder never holds more than `max` files.
  dispose: (_value, key, reason) => { if (reason === 'evict') removeFile(key); },
});

/** True when an answer holds at least one entry: a single type with data, or a non-empty collection. */
export function holdsEntry(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  return Object.values(data).some((field) => {
    const inner = field && typeof field === 'object' && 'data' in field ? (field as { data: unknown }).data : field;
    return Array.isArray(inner) ? inner.length > 0 : inner !== null && inner !== undefined;
  });
}

/** Keeps an answer that holds an entry; an empty one forgets the key (the entry is gone). */
export function remember(key: string, value: unknown): void {
  if (!holdsEntry(value)) return forget(key);
  memory.set(key, value as object);
  try {
    mkdirSync(dir(), { recursive: true });
    writeFileSync(file(key), JSON.stringify(value));
  } catch { /* read-only disk: memory still helps */ }
}

export function forget(key: string): void {
  memory.delete(key);
  removeFile(key);
}

export function recall<T>(key: string): T | null {
  const kept = memory.get(key);
  if (kept) return kept as T;
  try {
    const value = JSON.parse(readFileSync(file(key), 'utf8')) as T;
    // A file from an older store may hold an empty answer: it is not worth keeping.
    if (!holdsEntry(value)) {
      forget(key);
      return null;
    }
    memory.set(key, value as object);
    return value;
  } catch {
    return null;
  }
}

/** Tests: start from an empty memory (the files stay). */
export const resetMemory = () => memory.clear();
