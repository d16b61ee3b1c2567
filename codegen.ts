// GraphQL Code Generator: the type of each query document's answer and variables, from the
// CMS's own schema (graphql/schema.graphql, written by Strapi: scripts/codegen.ts). A field is
// declared once, in the CMS's content type; a document that selects a field the schema lacks
// fails here, and a reshaper that reads a field its document does not select fails `tsc`.
import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The plain texts of a content type: its string and text attributes, read from its schema.json.
 * One with a pattern is a code (a path, a currency) that its reshaper checks on its own.
 */
function plainTexts(api: string): string[] {
  const { attributes } = JSON.parse(readFileSync(`cms/src/api/${api}/content-types/${api}/schema.json`, 'utf8')) as
    { attributes: Record<string, { type: string; regex?: string }> };
  return Object.entries(attributes).filter(([, a]) => (a.type === 'string' || a.type === 'text') && !a.regex).map(([name]) => name);
}

// Each type's plain texts as one fragment, which its document spreads: a text added to the schema
// is selected, typed (the fragment's type) and, for a course or page, reshaped (lib/cms/fields.ts
// `texts`) with no other line written by hand. Keys: the type's name in the site's code.
const TEXT_TYPES = { course: 'course', page: 'page', siteText: 'site-text', formText: 'form-text' };
const fragments = Object.entries(TEXT_TYPES).map(([key, api]) => {
  const type = key[0].toUpperCase() + key.slice(1);
  return [key, `fragment ${type}Texts on ${type} { ${plainTexts(api).join(' ')} }`, plainTexts(api)] as const;
});
const quoted = (fields: string[]) => `[${fields.map((f) => `'${f}'`).join(', ')}]`;
const textsModule = [
  '',
  '// The plain texts of each type, from its cms/src/api/*/content-types/*/schema.json (codegen.ts).',
  'export const TEXT_FRAGMENTS = {',
  ...fragments.map(([key, fragment]) => `  ${key}: gql\`${fragment}\`,`),
  '};',
  'export const TEXT_FIELDS = {',
  ...fragments.map(([key, , fields]) => `  ${key}: ${quoted(fields)} as const,`),
  '};',
  '',
].join('\n');

const config: CodegenConfig = {
  overwrite: true,
  schema: 'graphql/schema.graphql',
  // The hand-written documents: the site's choice of fields (gql tags; fragments by name), and the
  // generated fragments of plain texts.
  documents: ['graphql/fragments.ts', 'graphql/content.ts', 'graphql/queries.ts', ...fragments.map(([, fragment]) => fragment)],
  generates: {
    'graphql/generated.ts': {
      plugins: [
        { add: { placement: 'prepend', content: "import { gql } from '@apollo/client';" } },
        'typescript-operations',
        { add: { placement: 'append', content: textsModule } },
      ],
      config: {
        // Only what the operations use: no type for each of the CMS's hundreds of inputs and objects.
        onlyOperationTypes: true,
        enumsAsTypes: true,
        skipTypename: true,
        useTypeImports: true,
        // Strapi's scalars as JSON carries them.
        scalars: { ID: 'string', DateTime: 'string', Date: 'string', Time: 'string', Long: 'number', JSON: 'unknown', Upload: 'unknown', I18NLocaleCode: 'string' },
      },
    },
  },
};

export default config;
