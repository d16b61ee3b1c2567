/** @jest-environment node */
// A plain text of a course or page (a string or text attribute of its CMS schema) is written by
// hand once, in the schema with its admin label: the query selects it, the reshaper gives it
// trimmed, and an empty one is '' or its default. Walks the schemas as they are, so a text added
// there is checked here with nothing added to this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COURSE_BY_PATH, PAGE_BY_PATH } from '../../../../graphql/content';
import { ENTRY_TEXT_DEFAULTS } from '../../../../lib/cms/defaults';
import { toCourse, toPage } from '../../../../lib/cms/entries';
import { answer } from './answer';
import { selected } from './selected';

type Attribute = { type: string; regex?: string; pluginOptions?: { 'content-manager'?: { label?: string; description?: string } } };
const API = path.join(__dirname, '..', '..', '..', '..', 'cms', 'src', 'api');
const attributesOf = (api: string): Record<string, Attribute> =>
  JSON.parse(readFileSync(path.join(API, api, 'content-types', api, 'schema.json'), 'utf8')).attributes;

const CASES = [
  ['course', COURSE_BY_PATH, 'courses', (a: object) => toCourse(answer({ courses: { data: [{ id: '1', attributes: a }] } }))],
  ['page', PAGE_BY_PATH, 'pages', (a: object) => toPage(answer({ pages: { data: [{ id: '1', attributes: a }] } }))],
] as const;

describe.each(CASES)('the %s\'s texts', (api, document, collection, reshape) => {
  const attributes = attributesOf(api);
  const texts = Object.entries(attributes).filter(([, a]) => a.type === 'string' || a.type === 'text');
  // A pattern marks a code (a path, a currency), which its reshaper checks on its own.
  const plain = texts.filter(([, a]) => !a.regex).map(([name]) => name);
  const defaults: Record<string, string> = ENTRY_TEXT_DEFAULTS[api];

  it('walks the schema', () => {
    expect(plain).toEqual(expect.arrayContaining(['title', api === 'course' ? 'tagline' : 'intro']));
  });

  it.each(texts)('%s is selected by the query and labelled for the admin beside its attribute', (name, attribute) => {
    expect(selected(document, collection)).toContain(name);
    const { label = '', description = '' } = attribute.pluginOptions?.['content-manager'] ?? {};
    expect(label).toMatch(/^[A-Z0-9]/);
    expect(description.length).toBeGreaterThan(10);
  });

  it('gives each plain text trimmed', () => {
    const entry = reshape({ ...Object.fromEntries(plain.map((name) => [name, ` \n ${name} words  `])), path: '/x' }) as unknown as Record<string, unknown>;
    expect(Object.fromEntries(plain.map((name) => [name, entry[name]]))).toEqual(Object.fromEntries(plain.map((name) => [name, `${name} words`])));
  });

  it('gives an empty or absent plain text as its default, or \'\'', () => {
    const others = plain.filter((name) => name !== 'title');
    for (const empty of [null, '   ', undefined]) {
      const entry = reshape({ path: '/x', title: 'T', ...Object.fromEntries(others.map((name) => [name, empty])) }) as unknown as Record<string, unknown>;
      expect(Object.fromEntries(others.map((name) => [name, entry[name]]))).toEqual(Object.fromEntries(others.map((name) => [name, defaults[name] ?? ''])));
    }
  });

  it('has defaults for plain texts only', () => {
    expect(plain).toEqual(expect.arrayContaining(Object.keys(defaults)));
  });
});

it('the defaults are the spec\'s words', () => {
  expect(ENTRY_TEXT_DEFAULTS).toEqual({
    course: { enquireButton: 'Enquire now', downloadButton: 'Download curriculum' },
    page: { heroButton: 'Book a Free Demo Class' },
  });
});
