// A running Node process's inspector, from outside it: the bench's CPU profiles of an instance
// (bench/cpu-profile.mjs) and the cluster journey that makes an instance's event loop hang
// (tests/e2e/cluster/cluster-ops.spec.ts). SIGUSR1 makes Node open its inspector on
// 127.0.0.1:9229 (loopback only; it stays open until the process ends), so use it on a bench's or
// a test's processes, never production's. `ws`, not Node's own WebSocket, which Node 20 hides
// behind a flag.
const { spawnSync } = require('node:child_process');
const WebSocket = require('ws');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The pid of the process listening on a loopback port (ss). */
function pidOnPort(port) {
  const ss = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = Number(/pid=(\d+)/.exec(ss)?.[1]);
  if (!pid) throw new Error(`no process listens on :${port}`);
  return pid;
}

/**
 * Opens process `pid`'s inspector and connects to it. `send(method, params)` resolves with the
 * protocol's result; `post` sends without waiting (an expression that never returns); `close()`.
 */
async function openInspector(pid, inspectorPort = 9229) {
  process.kill(pid, 'SIGUSR1');
  let target;
  for (const until = Date.now() + 10_000; !target; await sleep(100)) {
    target = await fetch(`http://127.0.0.1:${inspectorPort}/json/list`).then((r) => r.json()).then((l) => l[0], () => undefined);
    if (!target && Date.now() > until) throw new Error(`process ${pid}'s inspector did not open on :${inspectorPort}`);
  }
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', () => reject(new Error('could not reach the inspector'))); });
  // The process may die with the connection open (the cluster journey's instance is killed).
  ws.on('error', () => {});
  const pending = new Map();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  let id = 0;
  const post = (method, params = {}) => { ws.send(JSON.stringify({ id: ++id, method, params })); return id; };
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    pending.set(post(method, params), (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
  });
  return { send, post, close: () => ws.close() };
}

module.exports = { pidOnPort, openInspector };
