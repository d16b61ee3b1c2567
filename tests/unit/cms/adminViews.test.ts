/** @jest-environment node */
// A marketer reads the CMS admin without a developer. Walks every content type and
// component schema of the CMS: each has a human name and a description, and each of its fields a
// label and a one-line hint (what the admin shows under the field) beside its attribute in
// schema.json; cms/src/admin-views/views label only the fields Strapi adds (timestamps).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { VIEWS, labelsOf, overlay } = require('../../../cms/src/admin-views');

type Attribute = { type: string; pluginOptions?: { 'content-manager'?: { label?: string; description?: string } } };
type Schema = { kind?: string; info: { displayName?: string; description?: string; singularName?: string }; attributes: Record<string, Attribute> };

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

// The fields Strapi gives every content type, which no schema.json declares: the Content Manager's
// model has them beside the declared ones, and only they may be labelled in the views.
const ADDED: Record<string, Attribute> = { createdAt: { type: 'datetime' }, updatedAt: { type: 'datetime' }, publishedAt: { type: 'datetime' } };
const modelOf = (uid: string, schema: Schema) => ({ attributes: uid.includes('::') ? { ...schema.attributes, ...ADDED } : schema.attributes });

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

it.each(all)('every field of %s carries its label and a one-line description beside its attribute', (_uid, schema) => {
  const unlabelled = Object.entries(schema.attributes).filter(([, attribute]) => {
    const { label = '', description = '' } = attribute.pluginOptions?.['content-manager'] ?? {};
    return !label || description.length <= 10;
  });
  expect(unlabelled.map(([name]) => name)).toEqual([]);
});

it.each(all)('the view of %s labels only the fields Strapi adds, none its schema declares', (uid) => {
  expect(Object.keys(VIEWS[uid]?.fields ?? {}).filter((name) => !(name in ADDED))).toEqual([]);
});

it.each(all)('every label of %s reads as words, every hint as one line', (uid, schema) => {
  for (const [label, description] of Object.values(labelsOf(modelOf(uid, schema), VIEWS[uid] ?? {})) as [string, string][]) {
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
  const labels = labelsOf(modelOf(uid, schema), view ?? {});
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
  const declared = (label: string, description: string) => ({ pluginOptions: { 'content-manager': { label, description } } });
  // The view labels the timestamp; the declared fields carry their own.
  const view = { mainField: 'name', sort: ['createdAt', 'DESC'], list: ['createdAt', 'name', 'held'], fields: { createdAt: ['Received at', 'When stored.'] } };
  const model = (extra = {}) => ({ attributes: { id: { type: 'integer' }, name: { type: 'string', ...declared('Name', 'As typed.') }, createdAt: { type: 'datetime' }, ...extra } });

  it('sets title, sort, columns, labels and hints, and keeps the edit layout', () => {
    const next = overlay(stored, model(), view);
    expect(next.settings).toMatchObject({ mainField: 'name', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(next.metadatas.name).toEqual({ edit: { label: 'Name', description: 'As typed.', visible: true }, list: { label: 'Name', sortable: true } });
    expect(next.metadatas.createdAt).toEqual({ edit: { label: 'Received at', description: 'When stored.' }, list: { label: 'Received at' } });
    expect(next.layouts.edit).toBe(stored.layouts.edit);
    // `held` is not a field of this type (yet): its column waits for it.
    expect(next.layouts.list).toEqual(['createdAt', 'name']);
  });

  it('shows a column as soon as the type has its field', () => {
    const withHeld = { ...stored, metadatas: { ...stored.metadatas, held: { edit: { label: 'held' }, list: { label: 'held' } } } };
    const next = overlay(withHeld, model({ held: { type: 'boolean', ...declared('Held', 'Held back.') } }), view);
    expect(next.layouts.list).toEqual(['createdAt', 'name', 'held']);
    expect(next.metadatas.held.list.label).toBe('Held');
  });
});
