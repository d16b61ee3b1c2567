// `SITE_URL=… npm run test:readonly`: the read-only journeys against a site someone else runs.
// Nothing is started; the site must answer, and the journeys that write say they were left out.
export default async function deployedSetup() {
  const site = process.env.SITE_URL!;
  const res = await fetch(site, { signal: AbortSignal.timeout(15_000) }).catch((e: Error) => { throw new Error(`SITE_URL ${site} does not answer: ${e.message}`); });
  if (!res.ok) throw new Error(`SITE_URL ${site} answers ${res.status} on /`);
  console.log(`[e2e] read-only journeys against ${site}; the journeys that write (CMS edits, leads read back from the CMS, outages, kills, Lighthouse) are skipped: they run only in \`npm test\`, against the stack it starts.`);
}
