/** @jest-environment node */
// The last-known-good store: only answers that hold an entry, bounded in memory and on disk.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const DIST = `.tmp/jest-lkg-${process.pid}`;
const dir = path.join(DIST, 'cache', 'cms-last-known-good');
const files = () => { try { return readdirSync(dir).length; } catch { return 0; } };
let lkg: typeof import('../../../../lib/cms/query');

beforeAll(async () => {
  process.env.NEXT_DIST_DIR = DIST;
  lkg = await import('../../../../lib/cms/query');
});
afterAll(() => rmSync(DIST, { recursive: true, force: true }));

const entry = (i: number) => ({ courses: { data: [{ attributes: { path: `/c${i}` } }] } });

describe('lastKnownGood', () => {
  it('tells an answer that holds an entry from an empty one', () => {
    expect(lkg.holdsEntry({ courses: { data: [] } })).toBe(false);
    expect(lkg.holdsEntry({ courses: { data: [] }, pages: { data: [] } })).toBe(false);
    expect(lkg.holdsEntry({ navigation: { data: null } })).toBe(false);
    expect(lkg.holdsEntry({ navigation: null })).toBe(false);
    expect(lkg.holdsEntry(null)).toBe(false);
    expect(lkg.holdsEntry({ courses: { data: [] }, pages: { data: [{ attributes: {} }] } })).toBe(true);
    expect(lkg.holdsEntry({ navigation: { data: { attributes: { blogLink: '/b' } } } })).toBe(true);
  });

  it('never writes an empty answer, and reads a kept one back from disk after a restart', () => {
    lkg.remember('empty', { courses: { data: [] } });
    expect(files()).toBe(0);
    expect(lkg.recall('empty')).toBeNull();
    lkg.remember('kept', entry(1));
    expect(files()).toBe(1);
    lkg.resetMemory();
    expect(lkg.recall('kept')).toEqual(entry(1));
  });

  it('keeps at most LKG_MAX_ENTRIES in memory and as many files on disk', () => {
    for (let i = 0; i < lkg.LKG_MAX_ENTRIES + 50; i++) lkg.remember(`k${i}`, entry(i));
    expect(files()).toBe(lkg.LKG_MAX_ENTRIES);
    // The oldest left memory and disk; the newest are there.
    expect(lkg.recall('k0')).toBeNull();
    expect(lkg.recall(`k${lkg.LKG_MAX_ENTRIES + 49}`)).toEqual(entry(lkg.LKG_MAX_ENTRIES + 49));
  });
});
