// What a scanner finds: made-up paths answer 404 without a CMS query each; the benchmark pages
// do not exist outside a benchmark build.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { E2E } from '../support/ports';
import { cmsLog } from '../support/stack';

const cmsLines = () => readFileSync(cmsLog, 'utf8').split('\n');
const graphqlQueries = (lines: string[]) => lines.filter((l) => l.includes('POST /graphql')).length;

/** Every CMS log line written before this call is in the file once the marker's own line is. */
async function flushedCmsLog(): Promise<string[]> {
  const marker = `/api/e2e-log-marker-${Date.now()}`;
  await fetch(`${E2E.cmsUrl}${marker}`);
  await expect.poll(() => cmsLines().some((l) => l.includes(marker))).toBe(true);
  return cmsLines();
}

test('80 made-up paths answer 404 with far fewer CMS queries than paths', async ({ request }) => {
  const before = await flushedCmsLog();
  const word = () => Math.random().toString(36).slice(2, 8);
  const junk = Array.from({ length: 80 }, (_, i) => (i % 2 ? `/wp-login-${word()}` : `/${word()}/${word()}`));
  for (let i = 0; i < junk.length; i += 8) {
    await Promise.all(junk.slice(i, i + 8).map(async (p) => expect((await request.get(p)).status(), p).toBe(404)));
  }
  const after = await flushedCmsLog();
  // Without the route list: two queries per path (160). With it none per path: what remains is
  // bounded by time, not by the number of paths — the route list, asked again when over 5 s old,
  // and the 404 page's own layout content, once per ISR period (2 s in e2e).
  const queries = graphqlQueries(after.slice(before.length));
  expect(queries, `${queries} CMS queries for ${junk.length} made-up paths`).toBeLessThan(junk.length / 2);
});

test('a published page still answers 200 beside the made-up paths', async ({ request }) => {
  expect((await request.get('/asic-verification')).status()).toBe(200);
  expect((await request.get('/asic-verification-not-published')).status()).toBe(404);
});
