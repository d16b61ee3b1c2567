// Next's server start hook: the lead workers start with the server, so leads committed
// before a restart (by this or any instance) are forwarded even if no new lead arrives.
export async function register() {
  // NEXT_RUNTIME is Next's own, not configuration: it stays a literal read because the bundler
  // replaces it, which drops the Node-only branch from the edge build of this hook.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { buildingPages } = await import('./lib/env');
  if (buildingPages()) return;
  const { getLeadRuntime } = await import('./lib/leads/server/runtime');
  getLeadRuntime();
}
