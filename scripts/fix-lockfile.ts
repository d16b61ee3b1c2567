/*
 * Makes package-lock.json usable by `npm ci` with the npm registry reachable here.
 *
 * Problem: that registry does not serve some platform-specific optional packages
 * (e.g. @swc/core-darwin-arm64, @rollup/rollup-win32-x64-msvc). `npm install`
 * silently leaves them out of package-lock.json, and `npm ci` then refuses to run:
 *   "npm ci can only install packages when your package.json and package-lock.json
 *    are in sync ... Missing: @swc/core-darwin-arm64@ from lock file".
 *
 * Fix: for every optionalDependency declared by a locked package but absent from the
 * lock, add a stub entry with the declared version, `optional: true` and the
 * os/cpu/libc its name implies. npm ci then sees a complete lock and skips those
 * entries on this platform (linux x64 glibc), so they are never downloaded.
 *
 * Run after every `npm install` that changes a package-lock.json (site or CMS):
 *   npm run fix-lockfile   (in the root or in cms/: tsx scripts/fix-lockfile.ts [folder], default the root)
 * Idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The parts of a lockfile (v3) this reads and writes. */
type LockedPackage = {
  version?: string; optional?: boolean; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[]; libc?: string[];
};
type Lockfile = { packages: Record<string, LockedPackage> };

const lockPath = path.resolve(process.argv[2] || path.join(__dirname, '..'), 'package-lock.json');
const lock: Lockfile = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix'];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 'ppc64le', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name: string): Pick<LockedPackage, 'os' | 'cpu' | 'libc'> {
  const base = name.split('/').pop() ?? name;
  const tokens = base.split('-');
  const os = tokens.find((t) => OSES.includes(t));
  const cpu = tokens.find((t) => CPUS.includes(t));
  const out: Pick<LockedPackage, 'os' | 'cpu' | 'libc'> = {};
  if (os) out.os = [os];
  if (cpu) out.cpu = [cpu];
  if (os === 'linux') {
    if (tokens.some((t) => t.startsWith('musl'))) out.libc = ['musl'];
    else if (tokens.some((t) => t.startsWith('gnu'))) out.libc = ['glibc'];
  }
  return out;
}

let added = 0;
for (const [pkgPath, meta] of Object.entries(pkgs)) {
  if (!meta.optionalDependencies) continue;
  for (const [dep, spec] of Object.entries(meta.optionalDependencies)) {
    const nested = `${pkgPath ? pkgPath + '/' : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os) {
      console.warn(`[fix-lockfile] cannot infer platform of ${dep}; left out`);
      continue;
    }
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      console.warn(`[fix-lockfile] ${dep}@${spec} is not an exact version; left out`);
      continue;
    }
    pkgs[hoisted] = { version: spec, optional: true, ...platform };
    added++;
  }
}

// keep keys sorted like npm does
const sorted: Lockfile['packages'] = {};
for (const k of Object.keys(pkgs).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')))) {
  sorted[k] = pkgs[k];
}
lock.packages = sorted;
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`[fix-lockfile] added ${added} platform stub entr${added === 1 ? 'y' : 'ies'}`);
