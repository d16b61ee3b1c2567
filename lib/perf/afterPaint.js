// @ts-check
// The page's scripts run after its first paint, not before it. Next's pages router gives its
// chunks `defer`: Chrome runs them as soon as the document is parsed, which on a fast link is
// before the first frame, so the hero waits for React to start up. A phone on slow 4G gets the
// chunks long after the HTML and paints first anyway; Lighthouse's simulation, though, charges
// the download and run of every script that ran before the largest paint *in the load it
// observed*, so the simulated LCP of `/` was ~1.0 s in one load and ~2.0 s in the next
// (bench/RESULTS.md, issue 38). Here the chunks are preloaded (they download as early as before,
// at the same low priority), and one inline script, at the end of the body, adds them as
// ordered scripts once the frame after parsing has been painted. A hidden tab paints nothing:
// it starts them at once.
// The policy allows this one inline script by its hash (lib/securityHeaders.js); it reads the
// chunks from the preload links, so one text serves every page.
const { createHash } = require('node:crypto');

/** The attribute that marks a preload link as one of the page's own scripts. */
const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

// The first paint is known once the browser has put it on screen: its `first-contentful-paint`
// entry is then in the timeline, looked for at each frame (an observer is told up to ~100 ms
// later). A browser without paint timing starts them two frames on; a hidden tab, which paints
// nothing, at once; and in any case two seconds on: a late paint then costs the metric, never the page.
const AFTER_PAINT_SCRIPT = [
  '(function(d,w){var done,n=0,P=w.PerformanceObserver,timed=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(\'paint\')>=0;',
  `function run(){if(done)return;done=1;d.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(b){JSON.parse(b.textContent).forEach(function(u){var s=d.createElement('script');s.src=u;s.async=false;d.body.appendChild(s)})})}`,
  "if(d.visibilityState==='hidden')return run();",
  "d.addEventListener('visibilitychange',run);setTimeout(run,2000);",
  "(function tick(){if(done)return;if(timed?w.performance.getEntriesByName('first-contentful-paint').length:n++>1)run();else requestAnimationFrame(tick)})()",
  '})(document,window)',
].join('');

/** The CSP source that allows the script above and nothing else inline. */
const AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT, 'utf8').digest('base64')}'`;

module.exports = { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SCRIPT, AFTER_PAINT_SOURCE };
