// One JSON line per event on stdout, so a log shipper can read it without a parser of ours:
// {"time", "event", ...fields}. Never pass a full email address or phone number in `fields`.
export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));
}
