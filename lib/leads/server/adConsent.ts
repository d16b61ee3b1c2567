// Which ad platform may hear of a stored lead: only a visitor who ticked the
// ad-measurement opt-in and came from one of its ads (its click id in a touch). Apart from the
// senders (conversions.ts), so the queue can ask when it queues a lead without importing them.
import type { Touch } from '../attribution';
import type { LeadPayload } from '../schema';

export type LeadData = Partial<LeadPayload>;
export const dataOf = (lead: { body: unknown }): LeadData => ((lead.body as { data?: LeadData })?.data ?? {});
/** The touch carrying one of the platform's click ids: the last touch's, else the first's. */
export function clickOf(data: LeadData, ids: readonly (keyof Touch)[]): { id: keyof Touch; value: string; touch: Touch } | undefined {
  for (const touch of [data.lastTouch, data.firstTouch]) {
    const id = touch && ids.find((k) => touch[k]);
    if (touch && id) return { id, value: touch[id]!, touch };
  }
  return undefined;
}
export const GOOGLE_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;
export const META_CLICK_IDS = ['fbclid'] as const;

/** The destinations that are ad platforms (each hears only of opted-in leads from its own ads). */
export const isAdPlatform = (destination: string): destination is 'google' | 'meta' => destination === 'google' || destination === 'meta';

/** Whether a stored lead goes to the platform: the visitor opted in, and came from one of its ads. */
export function wantsConversion(destination: 'google' | 'meta', body: unknown): boolean {
  const data = dataOf({ body });
  return data.adMeasurementOptIn === true && clickOf(data, destination === 'google' ? GOOGLE_CLICK_IDS : META_CLICK_IDS) !== undefined;
}
