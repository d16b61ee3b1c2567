// @ts-check
// A lead's touches as the CMS stores them, and the channel a touch belongs to. Plain
// CommonJS, shared with the CMS (cms/src/api/lead reads it by path, as it reads contract.json), so
// the rule table and the stored fields are written once for both sides.
const contract = require('./touch.json');
const defaults = require('./channels.json');

/** @typedef {Record<string, string | undefined>} Touch */
/**
 * @typedef {{ channel: string, sources?: string | null, mediums?: string | null, clickIds?: string | null,
 *   referrerHosts?: string | null }} ChannelRule
 */

const TOUCH_FIELDS = Object.keys(contract.fieldMaxLength);
const TOUCHES = /** @type {const} */ (['first', 'last']);

/** 'first', 'utm_source' → 'firstUtmSource'; 'last', 'at' → 'lastTouchAt'. @param {string} touch @param {string} field */
function columnOf(touch, field) {
  const name = field === 'at' ? 'touch_at' : field;
  return touch + name.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Every stored touch field, first touch then last: [column, touch, field]. */
const TOUCH_COLUMNS = TOUCHES.flatMap((t) => TOUCH_FIELDS.map((f) => [columnOf(t, f), t, f]));

/** @type {Map<string, RegExp | null>} the rules' few lists, each made into a pattern once: every visit asks */
const PATTERNS = new Map();
/** A list condition as a pattern: comma-separated, * for any text, no case. @param {string} list */
function listPattern(list) {
  if (!PATTERNS.has(list)) PATTERNS.set(list, makePattern(list));
  return /** @type {RegExp | null} */ (PATTERNS.get(list));
}
/** @param {string} list */
function makePattern(list) {
  const items = String(list).split(',').map((s) => s.trim()).filter(Boolean);
  if (!items.length) return null;
  const escaped = items.map((i) => i.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'));
  return new RegExp(`^(?:${escaped.join('|')})$`, 'i');
}

/** @param {string} referrer */
function hostOf(referrer) {
  try {
    return new URL(referrer).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The channel of a touch by the first rule whose every condition holds; null when no rule
 * matches or there is no touch (the caller keeps the page's channel: the spec's default).
 * @param {Touch | undefined | null} touch
 * @param {ChannelRule[]} rules
 */
function channelOf(touch, rules = defaults.rules) {
  if (!touch) return null;
  const host = touch.referrer ? hostOf(touch.referrer) : '';
  for (const rule of rules) {
    /** @type {[string | null | undefined, (p: RegExp) => boolean][]} each condition: its list, and what its pattern tests */
    const all = [
      [rule.sources, (p) => p.test(touch.utm_source ?? '')],
      [rule.mediums, (p) => p.test(touch.utm_medium ?? '')],
      [rule.clickIds, (p) => Object.keys(touch).some((k) => contract.clickIds.includes(k) && Boolean(touch[k]) && p.test(k))],
      [rule.referrerHosts, (p) => host !== '' && p.test(host)],
    ];
    const conditions = all.filter(([list]) => list && list.trim());
    if (!conditions.length || !rule.channel) continue;
    if (conditions.every(([list, test]) => { const p = listPattern(list ?? ''); return p !== null && test(p); })) return rule.channel;
  }
  return null;
}

module.exports = { ATTRIBUTION: contract, TOUCH_FIELDS, TOUCH_COLUMNS, columnOf, channelOf, DEFAULT_CHANNEL_RULES: defaults.rules };
