// Where a running Node process spends its CPU over a window ("find where the time goes
// before tuning"): a sampling CPU profile taken through the process's inspector, which SIGUSR1
// opens on 127.0.0.1:9229 (Node's default: loopback only; it stays open until the process ends,
// so profile only a bench's or a developer's cluster, never production). bench/leads-load.mjs
// --profile-port P profiles the instance on P during its run; alone:
//   node bench/cpu-profile.mjs --port 3001 --seconds 10 [--out file.cpuprofile]
// (the inspector client: tests/support/inspector.cjs). The .cpuprofile file
// opens in Chrome's DevTools (Performance panel) for the call tree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openInspector, pidOnPort } from '../tests/support/inspector.cjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Opens the process's inspector and starts sampling (every 500 µs); `stop()` returns the profile. */
export async function startProfile(pid, inspectorPort = 9229) {
  const inspector = await openInspector(pid, inspectorPort);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 500 });
  await inspector.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await inspector.send('Profiler.stop');
      inspector.close();
      return profile;
    },
  };
}

/** Where a sample's code lives: a package, the app's own build, Node itself, or V8's bookkeeping. */
function placeOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  if (url.includes('/.next/')) return 'the app (.next)';
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}

/** Self time by place and the heaviest functions, in ms and as a share of the sampled time. */
export function summarize(profile, top = 15) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((nodeId, i) => self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const places = new Map();
  const functions = new Map();
  for (const [nodeId, ms] of self) {
    const { callFrame } = byNode.get(nodeId);
    add(places, placeOf(callFrame), ms);
    add(functions, `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame)}:${callFrame.lineNumber + 1}`, ms);
  }
  const rows = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`);
  const busy = total - (places.get('(idle)') ?? 0);
  return [`sampled ${total.toFixed(0)} ms, of which busy ${busy.toFixed(0)} ms; self time by place:`, ...rows(places), 'heaviest functions (self time):', ...rows(functions)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, d) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
  const seconds = Math.min(120, Number(arg('seconds', 10)));
  const profiler = await startProfile(pidOnPort(Number(arg('port', 3001))));
  await sleep(seconds * 1000);
  const profile = await profiler.stop();
  const out = arg('out', null);
  if (out) writeFileSync(out, JSON.stringify(profile));
  console.log(summarize(profile));
}
