// @ts-check
'use strict';
// Debian's Chromium for the journeys and the benches: Playwright's own browser download is
// impossible offline. The flags keep it from reaching out to the network on its own (component
// updates, sync, QUIC probes) and from needing a GPU or a sandbox in a container.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

// Headless, the journeys run its headless shell, which is what Playwright itself runs headless: the
// same Blink without the full browser around it, and the read-only journeys took 2.0 min instead of
// 3.7 on two cores (182 tests, alone). A headed or debugging run needs the full browser.
const headed = ['--headed', '--ui', '--debug'].some((flag) => process.argv.includes(flag));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (headed ? '/usr/bin/chromium' : '/usr/lib/chromium/chromium-headless-shell'),
  args: CHROMIUM_ARGS,
};

module.exports = { CHROMIUM_ARGS, chromium };
