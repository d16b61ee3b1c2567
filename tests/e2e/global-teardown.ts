import { existsSync } from 'node:fs';
import { E2E } from './ports';
import { readState, stack, stopPostgres } from './stack';

export default async function globalTeardown() {
  if (!existsSync(E2E.stateFile)) return;
  const { cmsPid, sitePid } = readState();
  await Promise.all([stack.stopAndWait(sitePid), stack.stopAndWait(cmsPid)]);
  await stopPostgres();
}
