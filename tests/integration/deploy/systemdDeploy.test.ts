/** @jest-environment node */
// Production's deploy (scripts/deploy.ts --systemd): systemd instances behind Debian's
// nginx. Here systemd is a stand-in (start/stop of a small server per port that names its build),
// nginx is real (the production edge file on loopback, reloaded by SIGHUP as `systemctl reload`
// does). What a visitor sees: every request answered through the move, then only the new build;
// a build that fails the warm-up check never gets a request.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployInstances } from '../../../scripts/deploy';
import { visitsPortOf } from '../../../shared/local.cjs';

const prefix = mkdtempSync(path.join(tmpdir(), 'maven-deploy-'));
// nginx's workers (not root) write its cache and temp files here.
chmodSync(prefix, 0o755);
// Below the kernel's ephemeral range (32768-60999): a port in it may be the local end of any
// connection the other tests hold open at that moment, and its listen fails (EADDRINUSE, once).
const FIRST = 20_000 + Math.floor(Math.random() * 8_000);
const NGINX_PORT = FIRST + 50;
const places = {
  stateFile: path.join(prefix, 'deploy.json'), instancesDir: path.join(prefix, 'instances'),
  upstreamFile: path.join(prefix, 'upstream.conf'), edgeFile: path.join(prefix, 'maven.conf'), cacheDir: path.join(prefix, 'cache'),
};
const top = path.join(prefix, 'nginx.conf');
const edge = {
  siteHost: 'www.maven.test', cmsHost: 'cms.maven.test', siteListen: `127.0.0.1:${NGINX_PORT}`, cmsListen: `127.0.0.1:${NGINX_PORT}`, tls: null,
  cacheDir: places.cacheDir, upstreamFile: places.upstreamFile, cmsAddress: '127.0.0.1:9',
};
let nginx: ChildProcess;
const servers = new Map<number, http.Server>();
const log: string[] = [];

/** A Next build folder as far as the deploy reads it. */
function build(name: string): string {
  const dir = path.join(prefix, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'BUILD_ID'), name);
  writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: `${name}-draft-mode-id` } }));
  return dir;
}

/** systemd, as far as the deploy uses it: `systemctl start maven-site@<port>` runs the build its env file names. */
const machine = (broken = false) => ({
  start: (port: number) => {
    const dist = readFileSync(path.join(places.instancesDir, `${port}.env`), 'utf8').match(/^NEXT_DIST_DIR=(.*)$/m)![1];
    const serve = (at: number, what: string) => {
      const server = http.createServer((req, res) => {
        const status = req.url?.startsWith('/api/global-contact-form') ? 400 : broken && !req.url?.startsWith('/api/health') ? 500 : 200;
        req.resume().on('end', () => { res.statusCode = status; res.end(`${what}${path.basename(dist)}@${at}`); });
      });
      server.keepAliveTimeout = 500;
      server.listen(at, '127.0.0.1');
      servers.set(at, server);
    };
    serve(port, '');
    // The instance's beacon thread, where lib/env puts it (maven-site@.service gives it PORT).
    serve(visitsPortOf(port), 'beacons of ');
    log.push(`start ${port}`);
  },
  stop: (port: number) => {
    for (const at of [port, visitsPortOf(port)]) { servers.get(at)?.closeAllConnections(); servers.get(at)?.close(); servers.delete(at); }
    log.push(`stop ${port}`);
  },
  enable: (port: number, on: boolean) => log.push(`${on ? 'enable' : 'disable'} ${port}`),
  checkNginx: () => {
    const r = spawnSync('nginx', ['-t', '-p', prefix, '-c', top, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
  },
  reloadNginx: () => process.kill(nginx.pid!, 'SIGHUP'),
  nginxPid: () => nginx?.pid ?? null,
});

const deploy = (distDir: string, broken = false) => deployInstances({
  distDir, env: { REVALIDATE_SECRET: 'r'.repeat(48) }, count: 2, firstPort: FIRST, places, machine: machine(broken), edge, say: () => {}, warmOptions: { rounds: 2 },
});
/**
 * One page, each on a connection of its own, as a new visitor arrives: on a kept-alive connection a
 * reload's old worker may close it as the next request leaves ("fetch failed"), which browsers
 * answer by sending the request again on a new connection, and which is no failed visit.
 */
const page = (method = 'GET', urlPath = '/about-us') => new Promise<string>((resolve, reject) => {
  http.request({ host: '127.0.0.1', port: NGINX_PORT, method, path: urlPath, headers: { host: 'www.maven.test' }, agent: false }, (res) => {
    let body = '';
    res.setEncoding('utf8').on('data', (c: string) => { body += c; }).on('end', () => resolve(`${res.statusCode} ${body}`));
  }).on('error', reject).end();
});

beforeAll(async () => {
  writeFileSync(top, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix}/cb; proxy_temp_path ${prefix}/pt; fastcgi_temp_path ${prefix}/ft; uwsgi_temp_path ${prefix}/ut; scgi_temp_path ${prefix}/st;\n  include ${places.edgeFile};\n}\n`);
  // A machine's first deploy: nginx is not running yet; it starts on the files the deploy wrote.
  await deploy(build('build-a'));
}, 60_000);
afterAll(async () => {
  if (nginx) { nginx.kill('SIGTERM'); await new Promise((r) => nginx.once('exit', r)); }
  for (const port of [...servers.keys()]) servers.get(port)!.close();
  rmSync(prefix, { recursive: true, force: true });
});

it('moves every slot to the new build without a failed request, then stops and disables the old instances', async () => {
  // nginx runs on what the first deploy wrote (no nginx was running to reload then).
  nginx = spawn('nginx', ['-p', prefix, '-c', top, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; worker_processes 1;'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !/^200 /.test(await page().catch(() => '')); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await page()).toMatch(/^200 build-a@/);
  const oldPorts = JSON.parse(readFileSync(places.stateFile, 'utf8')).ports as number[];
  expect(oldPorts).toEqual([FIRST, FIRST + 1]);

  let done = false;
  const seen: string[] = [];
  const load = (async () => { while (!done) seen.push(await page().catch((e: Error) => `error ${e.message}`)); })();
  log.length = 0;
  const out = await deploy(build('build-b'));
  done = true;
  await load;
  expect(out.ports).toEqual([FIRST + 2, FIRST + 3]);
  expect(seen.filter((s) => !s.startsWith('200 '))).toEqual([]);
  expect(seen.length).toBeGreaterThan(5);
  expect(await page()).toMatch(/^200 build-b@/);
  // A beacon goes to the new instances' beacon threads; the figures (GET) to the instances.
  expect(await page('POST', '/api/visits')).toMatch(new RegExp(`^200 beacons of build-b@(${visitsPortOf(FIRST + 2)}|${visitsPortOf(FIRST + 3)})$`));
  expect(await page('GET', '/api/visits')).toMatch(new RegExp(`^200 build-b@(${FIRST + 2}|${FIRST + 3})$`));
  expect(log).toEqual([`start ${FIRST + 2}`, `start ${FIRST + 3}`, `stop ${FIRST}`, `disable ${FIRST}`, `stop ${FIRST + 1}`, `disable ${FIRST + 1}`, `enable ${FIRST + 2}`, `enable ${FIRST + 3}`]);
  expect(readFileSync(places.upstreamFile, 'utf8')).toContain(`server 127.0.0.1:${FIRST + 2} `);
  expect(readFileSync(places.upstreamFile, 'utf8')).toContain('"build-b-draft-mode-id" 1;');
});

it('a build that fails the warm-up check never gets a request: its instances stop, the serving build stays', async () => {
  log.length = 0;
  await expect(deploy(build('build-broken'), true)).rejects.toThrow(/the new build is not ready, \d+, \d+ keeps serving/);
  expect(log).toEqual([`start ${FIRST}`, `stop ${FIRST}`]);
  expect(await page()).toMatch(/^200 build-b@/);
  expect(JSON.parse(readFileSync(places.stateFile, 'utf8')).ports).toEqual([FIRST + 2, FIRST + 3]);
});
