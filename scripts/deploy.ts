// The deploy command and the cluster's end of it.
//   npm run deploy                      build the working tree once and move the cluster to it
//   npm run deploy -- --build <folder>  move the cluster to a build made before (rollback)
//   sudo npm run deploy -- --systemd [--build <folder>]   production: systemd instances behind
//                                       Debian's nginx (loads /etc/maven/site.env; below)
// `npm run serve:cluster` listens on a Unix socket in its folder (owner-only, so only the user
// who runs the cluster can deploy to it); the command talks to it and prints its progress. The
// build runs inside the cluster's process, which holds the environment the instances run with.
// serve-cluster.ts and the cluster journeys (Playwright) use its cluster's end.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { renderEdgeConf, renderUpstream, until, writeSecret, type EdgeSettings } from './cluster';
import { nginxWorkers, warm, type Rotation, type WarmOptions } from './rotation';
import { NEXT_BUILD, ROOT, waitFor } from './stack';

type Env = Record<string, string | undefined>;
type Say = (line: string) => void;

export const DEPLOY_SOCKET = path.join(ROOT, '.tmp', 'cluster', 'deploy.sock');
/** Every deployed build has a folder here; the newest few stay, for rollback. */
const BUILDS_DIR = '.next-builds';
const KEEP_BUILDS = 3;

/**
 * `next build` into a new folder of BUILDS_DIR, without blocking the cluster's event loop. Run as
 * root (production's deploy), the build runs as the instances' user (maven), who must own its cache.
 */
function buildInto(env: Env, say: Say, buildsDir: string): Promise<string> {
  const distDir = path.join(buildsDir, new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z'));
  say(`building into ${distDir}`);
  const [cmd, args] = process.getuid?.() === 0 && env.MAVEN_PROFILE === 'public' ? ['runuser', ['-u', 'maven', '--', ...NEXT_BUILD.flat()]] : NEXT_BUILD;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env, NEXT_DIST_DIR: distDir } });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d: Buffer) => String(d).split('\n').filter(Boolean).forEach((line) => say(line)));
    child.on('exit', (code) => (code === 0 ? resolve(distDir) : reject(new Error(`next build failed (exit ${code})`))));
  });
}

/** Removes all but the newest KEEP_BUILDS deployed builds, never the running one. */
function pruneBuilds(running: string, buildsDir: string): void {
  const dir = path.join(ROOT, buildsDir);
  if (!existsSync(dir)) return;
  const old = readdirSync(dir).sort().reverse().slice(KEEP_BUILDS);
  for (const name of old) if (path.join(buildsDir, name) !== running) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** What the command and the cluster say to each other on the socket, one JSON object a line. */
type DeployRequest = { build?: string };
type DeployMessage = { log: string } | { ok: true; buildId: string; build: string; previous: string } | { ok: false; error: string };

/**
 * The cluster's end: one JSON line in ({ build?: folder }), progress lines out, then
 * { ok, buildId, build, previous } or { ok: false, error }.
 */
export function serveDeploys(
  rotation: Rotation, { env, socket = DEPLOY_SOCKET, buildsDir = BUILDS_DIR }: { env: Env; socket?: string; buildsDir?: string },
): Promise<net.Server> {
  mkdirSync(path.dirname(socket), { recursive: true });
  rmSync(socket, { force: true });
  const server = net.createServer((conn) => {
    let input = '';
    const send = (msg: DeployMessage) => { if (!conn.destroyed) conn.write(`${JSON.stringify(msg)}\n`); };
    const say = (line: string) => { console.log(`[deploy] ${line}`); send({ log: line }); };
    conn.on('data', async (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const previous = rotation.distDir;
      try {
        const { build }: DeployRequest = JSON.parse(input.slice(0, input.indexOf('\n')));
        if (build && !existsSync(path.resolve(ROOT, build, 'BUILD_ID'))) throw new Error(`${build} is not a finished Next build`);
        const distDir = build ?? await buildInto(env, say, buildsDir);
        say(`starting ${distDir} beside ${previous}`);
        const { buildId, ports } = await rotation.deploy(distDir);
        say(`nginx -> ${ports.map((p) => `:${p}`).join(', ')}; ${previous} drained and stopped`);
        pruneBuilds(distDir, buildsDir);
        send({ ok: true, buildId, build: distDir, previous });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        say(`failed, ${previous} keeps serving: ${message}`);
        send({ ok: false, error: message });
      }
      conn.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(socket, () => { chmodSync(socket, 0o600); resolve(server); });
  });
}

// Production: Debian's nginx in front of `maven-site@<port>` systemd instances
// (deploy/systemd/maven-site@.service), nothing else supervising them. The same moves as the
// cluster's Rotation (scripts/rotation.ts): each slot has two ports; the new build starts on each
// slot's free port, must pass the same warm-up check (`warm`), and only then does nginx's upstream
// file name it; once nginx's old workers have finished their requests, the old instances stop. A
// build that fails the check never gets a request, and the old ones keep serving. Every
// machine-facing step is a function of `machine`, so a test runs it with stand-ins.

/** Where production keeps what a deploy writes (docs: deploying). */
const PRODUCTION = {
  stateFile: '/var/lib/maven/deploy.json',
  instancesDir: '/var/lib/maven/instances',
  upstreamFile: '/etc/nginx/maven/upstream.conf',
  edgeFile: '/etc/nginx/conf.d/maven.conf',
  cacheDir: '/var/cache/nginx/maven',
};

function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${`${r.stderr}${r.stdout}`.trim().slice(-600)}`);
  return r.stdout;
}

/** Every machine-facing step of a deploy (a test passes stand-ins). */
export interface Machine {
  start(port: number): void;
  stop(port: number): void;
  enable(port: number, on: boolean): void;
  checkNginx(): void;
  reloadNginx(): void;
  /** nginx's master, or null when nginx is not running (a machine's first deploy). */
  nginxPid(): number | null;
}

/** The real machine: systemd and Debian's nginx. */
const systemMachine: Machine = {
  start: (port) => { run('systemctl', ['start', `maven-site@${port}`]); },
  stop: (port) => { run('systemctl', ['stop', `maven-site@${port}`]); },
  enable: (port, on) => { run('systemctl', [on ? 'enable' : 'disable', '--quiet', `maven-site@${port}`]); },
  checkNginx: () => { run('nginx', ['-t', '-q']); },
  reloadNginx: () => { run('systemctl', ['reload', 'nginx']); },
  nginxPid: () => (existsSync('/run/nginx.pid') ? Number(readFileSync('/run/nginx.pid', 'utf8').trim()) : null),
};

/** The site's variables for the edge, from /etc/maven/site.env (docs: deploying). */
function edgeSettings(env: Env, places: typeof PRODUCTION): EdgeSettings {
  const need = (name: string): string => { const value = env[name]; if (!value) throw new Error(`${name} is not set (/etc/maven/site.env)`); return value; };
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

/** What the last deploy left in the state file. */
type DeployState = { ports: number[]; build?: string; previous?: string | null; at?: string };

/** Moves every slot to `distDir`; returns the ports now serving. `edge`: the edge's settings (none: leave the edge file alone). */
export async function deployInstances(o: {
  distDir: string; env: Env; count: number; firstPort: number;
  places?: typeof PRODUCTION; machine?: Machine; edge?: EdgeSettings | null; say?: Say; warmOptions?: WarmOptions;
}): Promise<{ ports: number[]; previous: string | null }> {
  const places = o.places ?? PRODUCTION;
  const machine = o.machine ?? systemMachine;
  const say = o.say ?? ((s: string) => console.log(`[deploy] ${s}`));
  const state: DeployState = existsSync(places.stateFile) ? JSON.parse(readFileSync(places.stateFile, 'utf8')) : { ports: [] };
  const pair = (slot: number) => [o.firstPort + slot, o.firstPort + o.count + slot];
  const next = Array.from({ length: o.count }, (_, slot) => pair(slot).filter((p) => p !== state.ports[slot])[0]);
  const old = state.ports.filter((p) => !next.includes(p));
  mkdirSync(places.instancesDir, { recursive: true });
  const started: number[] = [];
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
    throw new Error(`the new build is not ready, ${old.length ? old.join(', ') : 'nothing'} keeps serving: ${error instanceof Error ? error.message : error}`);
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
      .catch((error: Error) => say(error.message));
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
async function deployProduction(build: string | undefined): Promise<void> {
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

/** The command: asks the running cluster to deploy (or, with --systemd, moves production), prints what it says, exits 0 on success. */
function main(): void {
  const i = process.argv.indexOf('--build');
  const build = i > 0 ? process.argv[i + 1] : undefined;
  if (process.argv.includes('--systemd')) {
    deployProduction(build).catch((error: Error) => { console.error(`[deploy] failed: ${error.message}`); process.exit(1); });
    return;
  }
  const si = process.argv.indexOf('--socket');
  const socket = si > 0 ? process.argv[si + 1] : DEPLOY_SOCKET;
  const conn = net.connect(socket);
  conn.on('error', (error: NodeJS.ErrnoException) => { console.error(`[deploy] no cluster to deploy to at ${socket} (${error.code}): start it with npm run serve:cluster`); process.exit(1); });
  conn.write(`${JSON.stringify({ build })}\n`);
  let rest = '';
  let result: Exclude<DeployMessage, { log: string }> | null = null;
  conn.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const msg: DeployMessage = JSON.parse(line);
      if ('log' in msg) console.log(`[deploy] ${msg.log}`);
      else result = msg;
    }
  });
  conn.on('end', () => {
    const done = result;
    if (done?.ok) console.log(`[deploy] serving build ${done.buildId} from ${done.build}; roll back with: npm run deploy -- --build ${done.previous}`);
    process.exit(done?.ok ? 0 : 1);
  });
}

if (require.main === module) main();
