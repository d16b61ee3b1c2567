import { existsSync } from 'node:fs';
import { E2E } from './ports';
import { readState, stack, stopPostgres } from './stack';
import { stopCluster } from './cluster';

export default async function globalTeardown() {
  if (!existsSync(E2E.stateFile)) return;
  await stopCluster(); // whatever a crashed cluster spec left running
  const { cmsPid, sitePid, barePid } = readState();
  await Promise.all([stack.stopAndWait(sitePid), stack.stopAndWait(cmsPid), ...(barePid ? [stack.stopAndWait(barePid)] : [])]);
  await stopPostgres();
}
