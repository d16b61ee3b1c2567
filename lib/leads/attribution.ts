// Where the visitor came from: a first touch, kept 90 days, and a last touch, the
// newest visit that came from a campaign or another site. Taken in the browser and kept in
// localStorage, so a page nginx serves from its cache costs no per-visitor server work, and a
// visitor who comes back tomorrow from another ad is attributed to it. First-load JavaScript
// (pages/_app.tsx runs captureAttribution as its module runs): no dependency, no zod.
// The contract's touch part alone (touch.json): a JSON import is bundled whole.
import A from '../../shared/touch.json';

type TouchField = keyof typeof A.fieldMaxLength;
/** One visit's campaign: UTM parameters, click ids, referrer, landing page, when (ISO). */
export type Touch = Partial<Record<TouchField, string>>;
export interface Attribution { first?: Touch; last?: Touch }

export const ATTRIBUTION_KEY = 'maven.attribution';
const MAX = A.fieldMaxLength as Record<TouchField, number>;
const FIELDS = Object.keys(MAX) as TouchField[];
/** Read from the address; the others are the browser's (referrer, the page) or the capture's (at). */
const PARAMS = FIELDS.filter((f) => f !== 'referrer' && f !== 'landing_page' && f !== 'at');
const CLICK_IDS: readonly string[] = A.clickIds;
/** Click ids are URL-safe tokens; anything else in one is junk (or an attack), not an id. The gateway drops it too. */
const TOKEN = new RegExp(A.clickIdPattern);
const CONTROL = /[\u0000-\u001f\u007f]/;
const KEPT_MS = A.firstTouchDays * 864e5;

/** A value as it may be kept: capped, trimmed; undefined when empty or junk. */
function clean(field: TouchField, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const v = raw.trim().slice(0, MAX[field]);
  if (!v || CONTROL.test(v) || (CLICK_IDS.includes(field) && !TOKEN.test(v))) return undefined;
  return v;
}

/** The touch of `fields`, each read by `get` and cleaned; a field cleaned away is left out. */
const cleaned = (fields: TouchField[], get: (field: TouchField) => unknown): Touch =>
  Object.fromEntries(fields.map((field) => [field, clean(field, get(field))]).filter(([, v]) => v));

/** The touch of a page load; undefined when it says nothing about where the visitor came from. */
function touchOf(href: string, referrer: string, now: number): Touch | undefined {
  const url = new URL(href);
  const touch = cleaned(PARAMS, (field) => url.searchParams.get(field));
  try {
    // Origin and path only: another site's query string can carry its visitor's search or email.
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.origin !== url.origin) touch.referrer = clean('referrer', from.origin + from.pathname);
  } catch { /* no referrer, or not a URL */ }
  if (!Object.values(touch).some(Boolean)) return undefined;
  touch.landing_page = clean('landing_page', url.pathname);
  touch.at = new Date(now).toISOString();
  return touch;
}

/** A stored touch cleaned again, or undefined when it is missing, junk or older than the days kept. */
function keep(raw: unknown, now: number): Touch | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const touch = cleaned(FIELDS, (field) => (raw as Record<string, unknown>)[field]);
  const at = Date.parse(touch.at ?? '');
  return at > now - KEPT_MS && at <= now + 864e5 ? touch : undefined;
}

/** The first touch stays for its days; a new campaign visit becomes the last touch. */
function nextAttribution(stored: Attribution, touch: Touch | undefined, now: number): Attribution {
  const first = keep(stored.first, now);
  const last = keep(stored.last, now);
  return touch ? { first: first ?? touch, last: touch } : { first, last };
}

function read(now: number): Attribution {
  try {
    const raw = JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? '{}') as Attribution;
    return nextAttribution(raw ?? {}, undefined, now);
  } catch {
    return {};
  }
}

/** Runs on every full page load: a visit from a campaign or another site is recorded. */
export function captureAttribution(): void {
  const now = Date.now();
  let touch: Touch | undefined;
  try { touch = touchOf(window.location.href, document.referrer, now); } catch { return; }
  if (!touch) return;
  try {
    localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(nextAttribution(read(now), touch, now)));
  } catch { /* storage disabled: no attribution */ }
}

/** The visitor's touches as a lead carries them (each cleaned again: storage is the visitor's to edit). */
export function readAttribution(): Attribution {
  return read(Date.now());
}
