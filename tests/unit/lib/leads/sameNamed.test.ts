// A form field the lead contract names (its cap in shared/contract.json) travels under its own
// name: the payload carries it trimmed and the gateway reads it back from the payload, with no
// line of lib/leads/payload.ts written for it. Walks the form's fields as they are.
import contract from '../../../../shared/contract.json';
import { buildLeadPayload } from '../../../../lib/leads/payload';
import { EMPTY_LEAD_FORM, payloadToFormValues, type LeadFormValues } from '../../../../lib/leads/schema';

const named = Object.keys(EMPTY_LEAD_FORM('IN')).filter((k) => k in contract.fieldMaxLength && k !== 'country');

it('walks the form\'s fields', () => {
  expect(named).toEqual(expect.arrayContaining(['email', 'message', 'workExperience']));
});

it('each form field the contract names reaches the payload trimmed, and the gateway reads it back', () => {
  const values = {
    ...EMPTY_LEAD_FORM('IN'), firstname: 'Asha', region: 'Karnataka', phone: '+919876543210', captchaS: 'token',
    ...Object.fromEntries(named.map((k) => [k, ` ${k} value \n`])),
  } as LeadFormValues;
  const payload = buildLeadPayload(values, {}, 'https://maven.example/x') as Record<string, unknown>;
  expect(Object.fromEntries(named.map((k) => [k, payload[k]]))).toEqual(Object.fromEntries(named.map((k) => [k, `${k} value`])));
  const back = payloadToFormValues(payload, 'token') as unknown as Record<string, unknown>;
  expect(Object.fromEntries(named.map((k) => [k, back[k]]))).toEqual(Object.fromEntries(named.map((k) => [k, `${k} value`])));
});
