// Next's server start hook: the lead workers start with the server, so leads committed
// before a restart (by this or any instance) are forwarded even if no new lead arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getLeadRuntime } = await import('./lib/leads/server/runtime');
  getLeadRuntime();
}
