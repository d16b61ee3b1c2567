import path from 'node:path';

// The e2e stack runs beside `npm run serve` (1337/3000) without clashing.
const cmsPort = 1437;
const sitePort = 3100;
const dir = path.join(__dirname, '..', '..', '.tmp', 'e2e');

export const E2E = {
  cmsPort,
  sitePort,
  cmsUrl: `http://127.0.0.1:${cmsPort}`,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  dir,
  stateFile: path.join(dir, 'stack.json'),
  /** Short ISR period so CMS edits show up within a test. */
  revalidateSeconds: 2,
};
