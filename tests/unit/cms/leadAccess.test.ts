/** @jest-environment node */
// The rules by themselves: which role permission reads every lead (the export's
// rule), and which leads the erase route takes for one person (exact email, exact E.164 number).
/* eslint-disable @typescript-eslint/no-require-imports */
const { readsEveryLead, READ, LEAD_UID } = require('../../../cms/src/lead-access');
const { personOf, leadIdsOf } = require('../../../cms/src/api/lead/controllers/lead-erase');
/* eslint-enable @typescript-eslint/no-require-imports */

const FIELDS = ['name', 'email', 'mobileNumber'];

describe('readsEveryLead: the export and the chart need read on leads, every field, no condition', () => {
  it.each([
    ["Super Admin's permission (every field listed)", [{ action: READ, subject: LEAD_UID, conditions: [], properties: { fields: [...FIELDS, 'message'] } }], true],
    ['a permission without a field list (all fields)', [{ action: READ, subject: LEAD_UID, conditions: null, properties: {} }], true],
    ["Strapi's Author: only what I created", [{ action: READ, subject: LEAD_UID, conditions: ['admin::is-creator'], properties: { fields: FIELDS } }], false],
    ['some fields only (no email)', [{ action: READ, subject: LEAD_UID, conditions: [], properties: { fields: ['name', 'mobileNumber'] } }], false],
    ['read on another type', [{ action: READ, subject: 'api::course.course', conditions: [], properties: {} }], false],
    ['update without read', [{ action: 'plugin::content-manager.explorer.update', subject: LEAD_UID, conditions: [], properties: {} }], false],
    ['no permission at all', [], false],
  ])('%s: %s', (_name, permissions, expected) => {
    expect(readsEveryLead(permissions, FIELDS)).toBe(expected);
  });
});

describe('the erase route: one person, exactly', () => {
  const rows = [
    { id: 1, email: 'asha@example.com', mobileNumber: '+91-98765-43210' },
    { id: 2, email: 'other@example.com', mobileNumber: '+91 98765 43210' },
    { id: 3, email: 'stranger@example.com', mobileNumber: '+1-417-654-3210' },
    { id: 4, email: 'xasha@example.com', mobileNumber: '+91-99765-43210' },
    { id: 5, email: 'ASHA@EXAMPLE.COM ', mobileNumber: null },
  ];
  beforeAll(() => {
    // The database narrows (any superset does); the route decides. Every row is a candidate here.
    (globalThis as unknown as { strapi: unknown }).strapi = { db: { query: () => ({ findMany: async () => rows }) } };
  });
  afterAll(() => { delete (globalThis as unknown as { strapi?: unknown }).strapi; });

  it('by email and phone: the address in any case, the number in any writing; not a stranger with the same last 8 digits', async () => {
    expect((await leadIdsOf(personOf({ email: ' Asha@Example.com ', phone: '+91 98765-43210' }))).sort()).toEqual([1, 2, 5]);
    expect(await leadIdsOf(personOf({ phone: '+14176543210' }))).toEqual([3]);
  });

  it('refuses what it cannot match exactly', () => {
    expect(personOf({ phone: '98765' })).toEqual({ problem: expect.stringContaining('E.164') });
    expect(personOf({})).toEqual({ problem: 'Give {"email"} and/or {"phone"} (E.164)' });
  });
});
