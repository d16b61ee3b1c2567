#!/usr/bin/env node
// The deploy command and the cluster's end of it.
//   npm run deploy                      build the working tree once and move the cluster to it
//   npm run deploy -- --build <folder>  move the cluster to a build made before (rollback)
//   sudo npm run deploy -- --systemd [--build <folder>]   production: systemd instances behind
//                                       Debian's nginx (scripts/deploy-systemd.cjs)
// `npm run serve:cluster` listens on a Unix socket in its folder (owner-only, so only the user
// who runs the cluster can deploy to it); the command talks to it and prints its progress. The
// build runs inside the cluster's process, which holds the environment the instances run with.
// CommonJS like stack.cjs: serve-cluster.mjs and the cluster journeys (Playwright) both use it.
const { spawn } = require('node:child_process');
const { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { NEXT_BUILD, ROOT } = require('./stack.cjs');

const DEPLOY_SOCKET = path.join(ROOT, '.tmp', 'cluster', 'deploy.sock');
/** Every deployed build has a folder here; the newest few stay, for rollback. */
const BUILDS_DIR = '.next-builds';
const KEEP_BUILDS = 3;

/**
 * `next build` into a new folder of BUILDS_DIR, without blocking the cluster's event loop. Run as
 * root (production's deploy), the build runs as the instances' user (maven), who must own its cache.
 */
function buildInto(env, say, buildsDir) {
  const distDir = path.join(buildsDir, new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z'));
  say(`building into ${distDir}`);
  const [cmd, args] = process.getuid?.() === 0 && env.MAVEN_PROFILE === 'public' ? ['runuser', ['-u', 'maven', '--', ...NEXT_BUILD.flat()]] : NEXT_BUILD;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env, NEXT_DIST_DIR: distDir } });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => String(d).split('\n').filter(Boolean).forEach(say));
    child.on('exit', (code) => (code === 0 ? resolve(distDir) : reject(new Error(`next build failed (exit ${code})`))));
  });
}

/** Removes all but the newest KEEP_BUILDS deployed builds, never the running one. */
function pruneBuilds(running, buildsDir) {
  const dir = path.join(ROOT, buildsDir);
  if (!existsSync(dir)) return;
  const old = readdirSync(dir).sort().reverse().slice(KEEP_BUILDS);
  for (const name of old) if (path.join(buildsDir, name) !== running) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/**
 * The cluster's end: one JSON line in ({ build?: folder }), progress lines out, then
 * { ok, buildId, build, previous } or { ok: false, error }.
 * @param {import('./rotation.cjs')['Rotation']['prototype']} rotation
 */
function serveDeploys(rotation, { env, socket = DEPLOY_SOCKET, buildsDir = BUILDS_DIR }) {
  mkdirSync(path.dirname(socket), { recursive: true });
  rmSync(socket, { force: true });
  const server = net.createServer((conn) => {
    let input = '';
    const send = (msg) => { if (!conn.destroyed) conn.write(`${JSON.stringify(msg)}\n`); };
    const say = (line) => { console.log(`[deploy] ${line}`); send({ log: line }); };
    conn.on('data', async (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const previous = rotation.distDir;
      try {
        const { build } = JSON.parse(input.slice(0, input.indexOf('\n')));
        if (build && !existsSync(path.resolve(ROOT, build, 'BUILD_ID'))) throw new Error(`${build} is not a finished Next build`);
        const distDir = build ?? await buildInto(env, say, buildsDir);
        say(`starting ${distDir} beside ${previous}`);
        const { buildId, ports } = await rotation.deploy(distDir);
        say(`nginx -> ${ports.map((p) => `:${p}`).join(', ')}; ${previous} drained and stopped`);
        pruneBuilds(distDir, buildsDir);
        send({ ok: true, buildId, build: distDir, previous });
      } catch (error) {
        say(`failed, ${previous} keeps serving: ${error.message}`);
        send({ ok: false, error: error.message });
      }
      conn.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(socket, () => { chmodSync(socket, 0o600); resolve(server); });
  });
}

/** The command: asks the running cluster to deploy, prints what it says, exits 0 on success. */
async function main() {
  const i = process.argv.indexOf('--build');
  const build = i > 0 ? process.argv[i + 1] : undefined;
  if (process.argv.includes('--systemd')) {
    await require('./deploy-systemd.cjs').deployProduction({ build, buildInto })
      .catch((error) => { console.error(`[deploy] failed: ${error.message}`); process.exit(1); });
    return;
  }
  const si = process.argv.indexOf('--socket');
  const socket = si > 0 ? process.argv[si + 1] : DEPLOY_SOCKET;
  const conn = net.connect(socket);
  conn.on('error', (error) => { console.error(`[deploy] no cluster to deploy to at ${socket} (${error.code}): start it with npm run serve:cluster`); process.exit(1); });
  conn.write(`${JSON.stringify({ build })}\n`);
  let rest = '';
  let result = null;
  conn.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      const msg = JSON.parse(line);
      if (msg.log) console.log(`[deploy] ${msg.log}`);
      else result = msg;
    }
  });
  conn.on('end', () => {
    if (result?.ok) console.log(`[deploy] serving build ${result.buildId} from ${result.build}; roll back with: npm run deploy -- --build ${result.previous}`);
    process.exit(result?.ok ? 0 : 1);
  });
}

module.exports = { DEPLOY_SOCKET, serveDeploys };

if (require.main === module) main();
