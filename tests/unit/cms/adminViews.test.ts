/** @jest-environment node */
// A marketer reads the CMS admin without a developer. Walks every content type and
// component schema of the CMS: each has a human name and a description, and each of its fields a
// label and a one-line hint (what the admin shows under the field), beside its attribute or in
// cms/src/admin-views/views.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { VIEWS, labelsOf, overlay } = require('../../../cms/src/admin-views');

type Schema = { kind?: string; info: { displayName?: string; description?: string; singularName?: string }; attributes: Record<string, { type: string }> };

const SRC = path.join(__dirname, '..', '..', '..', 'cms', 'src');
const read = (file: string): Schema => JSON.parse(readFileSync(file, 'utf8'));
const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const contentTypes: [string, Schema][] = folders(path.join(SRC, 'api')).flatMap((api) =>
  folders(path.join(SRC, 'api', api, 'content-types')).map((name) =>
    [`api::${api}.${name}`, read(path.join(SRC, 'api', api, 'content-types', name, 'schema.json'))] as [string, Schema]));
const components: [string, Schema][] = folders(path.join(SRC, 'components')).flatMap((category) =>
  readdirSync(path.join(SRC, 'components', category)).filter((f) => f.endsWith('.json')).map((file) =>
    [`${category}.${file.replace(/\.json$/, '')}`, read(path.join(SRC, 'components', category, file))] as [string, Schema]));
const all = [...contentTypes, ...components];

// The groups of the sidebar, by the number a type's name starts with (Strapi sorts the sidebar by name).
const GROUPS = ['1', '2', '3', '4', '5'];

it('walks every schema of the CMS', () => {
  expect(contentTypes.length).toBeGreaterThanOrEqual(17);
  expect(components.length).toBeGreaterThanOrEqual(16);
});

it.each(all)('%s has a human name and a description', (_uid, schema) => {
  const { displayName = '', description = '' } = schema.info;
  // No attribute-like names (camelCase, kebab-case): words a marketer reads.
  expect(displayName).not.toMatch(/[a-z][A-Z]|^[a-z]+(-[a-z]+)+$|^[a-z]+$/);
  expect(description.length).toBeGreaterThan(20);
});

it.each(contentTypes)('%s sits in a sidebar group ("N · Name")', (_uid, schema) => {
  expect(GROUPS).toContain(schema.info.displayName?.split(' · ')[0]);
});

it.each(all)('every field of %s has a label and a one-line description', (uid, schema) => {
  const fields = labelsOf(schema, VIEWS[uid] ?? { fields: {} });
  const missing = Object.keys(schema.attributes).filter((name) => !fields[name]?.[0] || !(fields[name]?.[1]?.length > 10));
  expect(missing).toEqual([]);
  for (const [label, description] of Object.values(fields) as [string, string][]) {
    expect(label).not.toMatch(/^[a-z]+[A-Z]/);
    expect(description).not.toMatch(/\n/);
  }
});

it.each(all)('every entry of %s is titled by a field a person recognises, not an id', (uid, schema) => {
  const { mainField } = VIEWS[uid] ?? {};
  // A single type's edit view is headed by its name when its mainField is `id` (Strapi's rule).
  if (schema.kind === 'singleType' && mainField === 'id') return;
  expect(Object.keys(schema.attributes)).toContain(mainField);
  expect(['string', 'text', 'uid', 'email', 'integer']).toContain(schema.attributes[mainField].type);
});

it.each(all)('every list column of %s is named for people', (uid, schema) => {
  const view = VIEWS[uid];
  const labels = labelsOf(schema, view ?? { fields: {} });
  for (const column of view?.list ?? []) expect([column, labels[column]?.[0]]).toEqual([column, expect.any(String)]);
});

it('configures only types the CMS has', () => {
  expect(Object.keys(VIEWS).sort()).toEqual(all.map(([uid]) => uid).sort());
});

describe('laying the view over the stored configuration', () => {
  const stored = {
    settings: { mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC', pageSize: 10 },
    metadatas: { name: { edit: { label: 'name', visible: true }, list: { label: 'name', sortable: true } }, createdAt: { edit: { label: 'createdAt' }, list: { label: 'createdAt' } } },
    layouts: { list: ['id', 'name'], edit: [[{ name: 'name', size: 6 }]] },
  };
  const view = { mainField: 'name', sort: ['createdAt', 'DESC'], list: ['createdAt', 'name', 'held'], fields: { name: ['Name', 'As typed.'], createdAt: ['Received at', 'When stored.'], held: ['Held', 'Held back.'] } };
  const model = (extra = {}) => ({ attributes: { id: { type: 'integer' }, name: { type: 'string' }, createdAt: { type: 'datetime' }, ...extra } });

  it('sets title, sort, columns, labels and hints, and keeps the edit layout', () => {
    const next = overlay(stored, model(), view);
    expect(next.settings).toMatchObject({ mainField: 'name', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(next.metadatas.name).toEqual({ edit: { label: 'Name', description: 'As typed.', visible: true }, list: { label: 'Name', sortable: true } });
    expect(next.layouts.edit).toBe(stored.layouts.edit);
    // `held` is not a field of this type (yet): its column waits for it.
    expect(next.layouts.list).toEqual(['createdAt', 'name']);
  });

  it('takes a label declared beside the attribute over none in the view', () => {
    const declared = { type: 'string', pluginOptions: { 'content-manager': { label: 'Full name', description: 'As the visitor typed it.' } } };
    const next = overlay(stored, model({ name: declared }), { fields: {} });
    expect(next.metadatas.name).toEqual({ edit: { label: 'Full name', description: 'As the visitor typed it.', visible: true }, list: { label: 'Full name', sortable: true } });
  });

  it('shows a column as soon as the type has its field', () => {
    const withHeld = { ...stored, metadatas: { ...stored.metadatas, held: { edit: { label: 'held' }, list: { label: 'held' } } } };
    const next = overlay(withHeld, model({ held: { type: 'boolean' } }), view);
    expect(next.layouts.list).toEqual(['createdAt', 'name', 'held']);
    expect(next.metadatas.held.list.label).toBe('Held');
  });
});
