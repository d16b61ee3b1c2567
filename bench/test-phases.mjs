#!/usr/bin/env node
// Where the journeys' time went: reads the JSON report of the last Playwright run
// (test-results/results.json) and prints, per project, when its first test started and its last
// ended (seconds since the run began, the set-up included), its wall time, the sum of its tests'
// durations and its slowest tests; then the critical path as Playwright walked it.
//   node bench/test-phases.mjs [test-results/results.json] [--top 5]
import fs from 'node:fs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 5;
const report = JSON.parse(fs.readFileSync(args[0] ?? 'test-results/results.json', 'utf8'));
const runStart = Date.parse(report.stats.startTime);

const projects = new Map();
function walk(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        const start = (Date.parse(result.startTime) - runStart) / 1000;
        const p = projects.get(test.projectName) ?? { start: Infinity, end: 0, sum: 0, n: 0, tests: [] };
        p.start = Math.min(p.start, start);
        p.end = Math.max(p.end, start + result.duration / 1000);
        p.sum += result.duration / 1000;
        p.n += 1;
        p.tests.push([result.duration / 1000, `${file ?? suite.file}: ${spec.title}`]);
        projects.set(test.projectName, p);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
}
for (const suite of report.suites) walk(suite);

const s = (n) => n.toFixed(0).padStart(5);
const rows = [...projects].sort((a, b) => a[1].start - b[1].start);
console.log(`run: ${(report.stats.duration / 1000).toFixed(0)} s; the first test started at ${rows[0]?.[1].start.toFixed(0)} s (the set-up: build, CMS, seed)`);
console.log('project          from    to  wall  tests  sum of tests');
for (const [name, p] of rows) console.log(`${name.padEnd(14)} ${s(p.start)} ${s(p.end)} ${s(p.end - p.start)} ${String(p.n).padStart(6)} ${s(p.sum)}`);
for (const [name, p] of rows) {
  console.log(`\n${name}: slowest`);
  for (const [d, t] of p.tests.sort((a, b) => b[0] - a[0]).slice(0, top)) console.log(`  ${d.toFixed(1).padStart(6)} s  ${t.slice(0, 110)}`);
}
