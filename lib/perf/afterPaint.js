// @ts-check
// The page's scripts start after its first paint, not before it. Next's pages router gives its
// chunks `defer`: on a fast link Chrome has them before the document is parsed and runs them
// before the first frame, and Lighthouse's simulation then charges the download and run of
// every one of them to the largest paint: the simulated LCP of `/` was ~1.0 s in one load and
// ~2.0 s in the next, whichever came first in the unthrottled load it observed (bench/RESULTS.md,
// issue 38; a script whose evaluation took under 10 ms cannot be told apart, so preloading them
// and running them late did not help). So _document lists the chunks as JSON, and this one inline
// script adds them, in order, once the first paint is on screen. The cost: on a slow phone they
// download after that paint rather than beside it, and the page answers its buttons later; a tap
// meanwhile is held here and replayed once React listens (lib/perf/transitionHydration.ts), and a
// load from a campaign is recorded for the code to attribute (lib/leads/attribution.ts).
// The policy allows this one inline script by its hash (lib/securityHeaders.js); it reads the
// chunks from the page, so one text serves every page.
const { createHash } = require('node:crypto');

/** The attribute that marks the JSON list of the page's own scripts. */
const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
// The names this script shares with the client code that answers for it (lib/perf/transitionHydration.ts,
// lib/leads/attribution.ts), which cannot import this file (it needs node:crypto).
const { heldClickAttribute: HELD_CLICK_ATTRIBUTE, listeningAttribute: LISTENING_ATTRIBUTE, landingsKey: LANDINGS_KEY } = require('./earlyInput.json');

// The first paint is known once the browser has put it on screen: its `first-contentful-paint`
// entry is then in the timeline, looked for at each frame (an observer is told up to ~100 ms
// later). A browser without paint timing starts them two frames on; a hidden tab, which paints
// nothing, at once; and in any case two seconds on: a late paint then costs the metric, never the page.
const AFTER_PAINT_SCRIPT = [
  '(function(d,w){var done,n=0,P=w.PerformanceObserver,timed=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(\'paint\')>=0;',
  `function run(){if(done)return;done=1;d.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(b){JSON.parse(b.textContent).forEach(function(u){var s=d.createElement('script');s.src=u;s.async=false;d.body.appendChild(s)})})}`,
  // A tap on a button before the page's code has come is marked (lib/perf/transitionHydration.ts
  // clicks it again once React listens), and a form is not sent the browser's way meanwhile:
  // its button, marked by the same tap (or by Enter's click), sends it then.
  `function hold(e){if(d.documentElement.hasAttribute('${LISTENING_ATTRIBUTE}')){d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);return}`,
  `if(e.type==='submit')return e.preventDefault();var b=e.target.closest&&e.target.closest('button');if(!b)return;var o=d.querySelector('[${HELD_CLICK_ATTRIBUTE}]');if(o)o.removeAttribute('${HELD_CLICK_ATTRIBUTE}');b.setAttribute('${HELD_CLICK_ATTRIBUTE}','')}`,
  "d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);",
  // A load that may carry a campaign (a query, another site's referrer), for lib/leads/attribution.ts
  // to read once the code comes: a visitor may follow a link before then. The last five are kept.
  // Of the referrer only its origin and path, as the attribution keeps it: another site's query
  // can carry its visitor's search or email.
  `try{var L=w.location,r=d.referrer.split(/[?#]/)[0];if(L.search||r&&r.indexOf(L.origin)!==0){var q=JSON.parse(localStorage.getItem('${LANDINGS_KEY}')||'[]');q.push([L.href,r,Date.now()]);localStorage.setItem('${LANDINGS_KEY}',JSON.stringify(q.slice(-5)))}}catch(e){}`,
  "if(d.visibilityState==='hidden')return run();",
  "d.addEventListener('visibilitychange',run);setTimeout(run,2000);",
  "(function tick(){if(done)return;if(timed?w.performance.getEntriesByName('first-contentful-paint').length:n++>1)run();else requestAnimationFrame(tick)})()",
  '})(document,window)',
].join('');

/** The CSP source that allows the script above and nothing else inline. */
const AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT, 'utf8').digest('base64')}'`;

module.exports = { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SCRIPT, AFTER_PAINT_SOURCE };
