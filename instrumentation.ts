// Next's server start hook: the lead forwarder starts with the server, so leads stored
// before a restart are forwarded even if no new lead arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getLeadRuntime } = await import('./lib/leads/server/runtime');
  getLeadRuntime();
}
