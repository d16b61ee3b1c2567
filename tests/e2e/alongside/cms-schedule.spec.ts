// A scheduled publish is a one-off job of Strapi's cron at the action's time (strapi-plugin-publisher,
// cms/config/plugins.js). Node may fire that job's timer a little before the time on the wall
// clock (libuv measures from the loop's cached time). Croner 10, which Strapi 5.54 ships, looked at
// the clock twice on such a wake-up: "not yet" the first time, "already past" the second, and then
// scheduled nothing: the job never ran. One of three actions at the same hour was lost that way in
// a full run (scheduled-publish.spec.ts: two webhook calls of three, the page's action left behind).
// Here the wake-up is made early on purpose, with the CMS's own cron service and croner.
import path from 'node:path';
import { expect, test } from '../support/test';
import { stack } from '../support/stack';

// Not among the package's exports: loaded by its file, as Strapi itself loads it.
const CRON_SERVICE = path.join(stack.ROOT, 'cms', 'node_modules', '@strapi', 'core', 'dist', 'services', 'cron.js');

test("a one-off job of the CMS's cron whose timer wakes 1 ms early still runs", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createCronService = require(CRON_SERVICE);
  const RealDate = Date;
  /** What `new Date()` answers next, instead of the clock: the early wake-up, then its hour. */
  const clock: number[] = [];
  class ScriptedDate extends RealDate {
    // Dates made before the swap are dates too (croner checks `instanceof Date`).
    static [Symbol.hasInstance](value: unknown) { return value instanceof RealDate; }
    constructor(...args: unknown[]) {
      if (args.length === 0 && clock.length) super(clock.shift()!);
      else super(...(args as [number]));
    }
  }
  const g = globalThis as unknown as { Date: DateConstructor; strapi?: unknown };
  g.strapi = { log: { error: () => {} } };
  const cron = createCronService();
  cron.start();
  const runs: number[] = [];
  try {
    const hour = RealDate.now() + 300;
    cron.add({ oneOff: { task: () => { runs.push(RealDate.now()); }, options: new RealDate(hour) } });
    // Waits for a moment on the clock, not for something to happen: halfway to the timer, so that
    // no other code reads the scripted clock first. Then it says: 1 ms to go; then: the hour.
    await new Promise((r) => setTimeout(r, 150));
    g.Date = ScriptedDate as unknown as DateConstructor;
    clock.push(hour - 1, hour, hour, hour, hour);
    await expect.poll(() => runs.length, { message: 'the job ran', timeout: 2_000 }).toBe(1);
  } finally {
    g.Date = RealDate;
    cron.destroy();
    delete g.strapi;
  }
});
