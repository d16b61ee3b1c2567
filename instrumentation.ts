// Next's server start hook: the lead workers start with the server, so leads committed
// before a restart (by this or any instance) are forwarded even if no new lead arrives; the
// watchdog that kills the process when its event loop is stuck (lib/health.ts); and the visit
// beacons' own thread (lib/visits/server.ts).
export async function register() {
  // NEXT_RUNTIME is Next's own, not configuration: it stays a literal read because the bundler
  // replaces it, which drops the Node-only branch from the edge build of this hook.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { buildingPages, serverEnv } = await import('./lib/env');
  if (buildingPages()) return;
  const { killWhenStalled } = await import('./lib/health');
  // `next dev` compiles in this process and may block it for long: only a built site is watched.
  if (serverEnv.NODE_ENV === 'production') killWhenStalled(serverEnv.STALLED_AFTER_MS);
  // A listener that cannot start is logged there; the site serves on without it.
  (await import('./lib/visits/server')).startBeaconListener().catch(() => undefined);
  const { getLeadRuntime } = await import('./lib/leads/server/runtime');
  const { rehearseLeads } = await import('./lib/leads/server/rehearsal');
  const { logEvent } = await import('./lib/log');
  const rt = getLeadRuntime();
  // Next awaits register() before the server answers, so the rotation's readiness probe, and with
  // it nginx, reach this instance only once its lead path is warm (lib/leads/server/rehearsal.ts).
  // A database that is down makes the rehearsal fail, never the start.
  const t0 = performance.now();
  await rehearseLeads(rt.queue).then(
    (statuses) => logEvent('lead.rehearsed', { ms: Math.round(performance.now() - t0), statuses }),
    (err: Error) => logEvent('lead.rehearsal_failed', { ms: Math.round(performance.now() - t0), error: err.message }),
  );
}
