// One JSON line per event on stdout, for whatever collects the process's output (journald,
// Docker, a log shipper). Callers pass ids, paths, statuses and errors, never a person's data;
// as a second line of defence, anything shaped like an email address or a phone number inside
// a value (an upstream error echoing a field, say) is masked before it is written.
import { countEvent } from './metrics.cjs';

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;
// Seven or more digits, possibly split by spaces, dots, dashes or brackets, with an optional +.
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;

/** `value` with anything shaped like an email address or a phone number masked. */
export function mask(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '$1***@***').replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 7 ? '***' : m));
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v)]));
  return value;
}

export type LogFields = Record<string, unknown>;

/** Writes `{"ts":…,"event":…,…fields}` as one line, and moves the counters the event stands for (/api/metrics). */
export function logEvent(event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ ts: new Date().toISOString(), event, ...(mask(fields) as LogFields) });
  process.stdout.write(`${line}\n`);
  countEvent(event, fields);
}
