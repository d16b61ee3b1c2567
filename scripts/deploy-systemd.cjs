// Production's deploy (issue 37): Debian's nginx in front of `maven-site@<port>` systemd
// instances (deploy/systemd/maven-site@.service), nothing else supervising them. The same moves as
// the cluster harness's Rotation (scripts/rotation.cjs): each slot has two ports; the new build
// starts on each slot's free port, must pass the same warm-up check (`warm`), and only then does
// nginx's upstream file name it; once nginx's old workers have finished their requests, the old
// instances stop. A build that fails the check never gets a request, and the old ones keep serving.
//   sudo npm run deploy -- --systemd [--build <folder>]    (loads /etc/maven/site.env)
// Every machine-facing step is a function of `machine`, so a test runs it with stand-ins.
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { renderEdgeConf, renderUpstream, until, writeSecret } = require('./cluster.cjs');
const { nginxWorkers, warm } = require('./rotation.cjs');
const { ROOT, waitFor } = require('./stack.cjs');

/** Where production keeps what a deploy writes (docs: deploying). */
const PRODUCTION = {
  stateFile: '/var/lib/maven/deploy.json',
  instancesDir: '/var/lib/maven/instances',
  upstreamFile: '/etc/nginx/maven/upstream.conf',
  edgeFile: '/etc/nginx/conf.d/maven.conf',
  cacheDir: '/var/cache/nginx/maven',
};

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${`${r.stderr}${r.stdout}`.trim().slice(-600)}`);
  return r.stdout;
}

/** The real machine: systemd and Debian's nginx. */
const systemMachine = {
  start: (port) => run('systemctl', ['start', `maven-site@${port}`]),
  stop: (port) => run('systemctl', ['stop', `maven-site@${port}`]),
  enable: (port, on) => run('systemctl', [on ? 'enable' : 'disable', '--quiet', `maven-site@${port}`]),
  checkNginx: () => run('nginx', ['-t', '-q']),
  reloadNginx: () => run('systemctl', ['reload', 'nginx']),
  /** nginx's master, or null when nginx is not running (a machine's first deploy). */
  nginxPid: () => (existsSync('/run/nginx.pid') ? Number(readFileSync('/run/nginx.pid', 'utf8').trim()) : null),
};

/** The site's variables for the edge, from /etc/maven/site.env (docs: deploying). */
function edgeSettings(env, places) {
  const need = (name) => { if (!env[name]) throw new Error(`${name} is not set (/etc/maven/site.env)`); return env[name]; };
  return {
    siteHost: new URL(need('NEXT_PUBLIC_SITE_URL')).hostname,
    cmsHost: need('CMS_PUBLIC_HOST'),
    tls: { cert: need('TLS_CERT'), key: need('TLS_KEY') },
    cmsAddress: new URL(need('CMS_URL')).host,
    adminAllow: env.CMS_ADMIN_ALLOW,
    trustedProxies: env.TRUSTED_PROXIES,
    cacheDir: places.cacheDir,
    upstreamFile: places.upstreamFile,
  };
}

/**
 * Moves every slot to `distDir`; returns the ports now serving.
 * @param {{ distDir: string, env: Record<string, string|undefined>, count: number, firstPort: number,
 *   places?: typeof PRODUCTION, machine?: typeof systemMachine, edge?: object | null, say?: (s: string) => void,
 *   warmOptions?: object }} o  `edge`: the edge's settings (null: leave the edge file alone)
 */
async function deployInstances(o) {
  const places = o.places ?? PRODUCTION;
  const machine = o.machine ?? systemMachine;
  const say = o.say ?? ((s) => console.log(`[deploy] ${s}`));
  const state = existsSync(places.stateFile) ? JSON.parse(readFileSync(places.stateFile, 'utf8')) : { ports: [] };
  const pair = (slot) => [o.firstPort + slot, o.firstPort + o.count + slot];
  const next = Array.from({ length: o.count }, (_, slot) => pair(slot).find((p) => p !== state.ports[slot]));
  const old = state.ports.filter((p) => !next.includes(p));
  mkdirSync(places.instancesDir, { recursive: true });
  const started = [];
  try {
    for (const port of next) {
      // Which build the instance on this port serves (maven-site@.service reads it).
      writeFileSync(path.join(places.instancesDir, `${port}.env`), `NEXT_DIST_DIR=${o.distDir}\n`);
      say(`starting maven-site@${port} (${o.distDir})`);
      machine.start(port);
      started.push(port);
      await waitFor(`http://127.0.0.1:${port}/api/health?probe=live`, { timeoutMs: 120_000, ok: (s) => s === 200 });
      await warm(port, o.warmOptions);
    }
  } catch (error) {
    for (const port of started) machine.stop(port);
    throw new Error(`the new build is not ready, ${old.length ? old.join(', ') : 'nothing'} keeps serving: ${error.message}`);
  }
  // The upstream file (and the edge, rendered from the same settings each time), checked, then in.
  mkdirSync(path.dirname(places.upstreamFile), { recursive: true });
  writeSecret(places.upstreamFile, renderUpstream({ upstreams: next, refreshSecret: o.env.REVALIDATE_SECRET ?? '', distDir: o.distDir }));
  if (o.edge) writeSecret(places.edgeFile, renderEdgeConf(o.edge));
  machine.checkNginx();
  const master = machine.nginxPid();
  if (master) {
    const before = nginxWorkers(master);
    machine.reloadNginx();
    await until(async () => nginxWorkers(master).some((w) => !before.includes(w)), 'nginx reload', 10_000);
    say(`nginx -> ${next.map((p) => `:${p}`).join(', ')}`);
    // The old workers finish their requests (to the old instances) and exit; then the old instances go.
    await until(async () => !nginxWorkers(master).some((w) => before.includes(w)), 'draining of the old nginx workers', 60_000)
      .catch((error) => say(error.message));
  } else {
    say('nginx is not running: its files are written, start it (systemctl enable --now nginx)');
  }
  for (const port of old) { machine.stop(port); machine.enable(port, false); }
  for (const port of next) machine.enable(port, true);
  writeFileSync(places.stateFile, `${JSON.stringify({ ports: next, build: o.distDir, previous: state.build ?? null, at: new Date().toISOString() })}\n`);
  say(`${old.length ? `maven-site@${old.join(', @')} drained and stopped; ` : ''}serving ${o.distDir}`);
  return { ports: next, previous: state.build ?? null };
}

/** The command on a real machine: /etc/maven/site.env, a build (or --build), the move. */
async function deployProduction({ build, buildInto }) {
  if (existsSync('/etc/maven/site.env')) process.loadEnvFile('/etc/maven/site.env');
  const env = process.env;
  const distDir = build ?? await buildInto({ ...env, NODE_ENV: 'production', MAVEN_PROFILE: 'public' }, (l) => console.log(`[deploy] ${l}`), '.next-builds');
  if (!existsSync(path.resolve(ROOT, distDir, 'BUILD_ID'))) throw new Error(`${distDir} is not a finished Next build`);
  const { previous } = await deployInstances({
    distDir, env, count: Math.max(1, Number(env.SITE_INSTANCES ?? 2)), firstPort: Number(env.SITE_PORT_BASE ?? 3001),
    edge: edgeSettings(env, PRODUCTION),
  });
  if (previous) console.log(`[deploy] roll back with: sudo npm run deploy -- --systemd --build ${previous}`);
}

module.exports = { PRODUCTION, deployInstances, deployProduction, edgeSettings };
