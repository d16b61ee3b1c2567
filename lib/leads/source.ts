// Lead-source values (spec §3) and how they combine. Kept apart from payload.ts (which needs the
// phone library): content buttons import this in first-load JavaScript.
import { LEAD_DEFAULTS } from '../constants';
import type { LeadSource } from '../cms/types';

/** Lead-source values handed to a lead popup (spec §3), as the CMS carries them; each falls back to its spec default. */
export type { LeadSource };

export function resolveLeadSource(s: LeadSource = {}): Required<LeadSource> {
  return {
    source: s.source || LEAD_DEFAULTS.source,
    sub_source: s.sub_source || LEAD_DEFAULTS.sub_source,
    channel: s.channel || LEAD_DEFAULTS.channel,
    oldSource: s.oldSource || LEAD_DEFAULTS.oldSource,
  };
}

/** `base` with every non-empty value of each override laid over it, in order (page, then its CTA block). */
export function overrideLeadSource(base: LeadSource, ...overrides: (LeadSource | null | undefined)[]): LeadSource {
  const out: LeadSource = { ...base };
  for (const o of overrides) {
    for (const k of ['source', 'sub_source', 'channel', 'oldSource'] as const) if (o?.[k]?.trim()) out[k] = o[k]!.trim();
  }
  return out;
}

