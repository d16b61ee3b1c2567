// Comes with the enhanced forms' code (each form module passes it on), not in first-load JavaScript.
import type { PlainValues } from './PlainForms';
/** Puts into `form` what changed between two readings of the plain form, as typing would: through
 *  each field's prototype setter (React's tracking sees it) and its event, to the form's handlers. */
export function carryOver(before: PlainValues, now: PlainValues, form: HTMLFormElement) {
  for (const [name, value] of Object.entries(now)) {
    const el = before[name] === value ? null : form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && typeof value === 'boolean') { if (el.checked !== value) el.click(); continue; }
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) || typeof value !== 'string') continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
