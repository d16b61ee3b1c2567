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

// Each entry type's plain texts as one fragment, which its document spreads: a text added to the
// schema is selected, typed (the fragment's type) and reshaped (lib/cms/fields.ts `texts`) with no
// other line written by hand.
const TEXTS = { Course: plainTexts('course'), Page: plainTexts('page') };
const fragments = Object.entries(TEXTS).map(([type, fields]) => `fragment ${type}Texts on ${type} { ${fields.join(' ')} }`);
const textsModule = [
  '',
  '// The plain texts of each entry type (codegen.ts, from cms/src/api/*/content-types/*/schema.json).',
  ...Object.entries(TEXTS).flatMap(([type, fields], i) => [
    `export const ${type.toUpperCase()}_TEXTS = gql\`${fragments[i]}\`;`,
    `export const ${type.toUpperCase()}_TEXT_FIELDS = ${JSON.stringify(fields).replaceAll('"', "'").replaceAll(',', ', ')} as const;`,
  ]),
];

const config: CodegenConfig = {
  overwrite: true,
  schema: 'graphql/schema.graphql',
  // The hand-written documents: the site's choice of fields (gql tags; fragments by name), and the
  // generated fragments of plain texts.
  documents: ['graphql/fragments.ts', 'graphql/content.ts', 'graphql/queries.ts', ...fragments],
  generates: {
    'graphql/generated.ts': {
      plugins: [
        { add: { placement: 'prepend', content: "import { gql } from '@apollo/client';" } },
        'typescript-operations',
        { add: { placement: 'append', content: `${textsModule.join('\n')}\n` } },
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
