// GraphQL Code Generator: the type of each query document's answer and variables, from the
// CMS's own schema (graphql/schema.graphql, written by Strapi: scripts/codegen.ts). A field is
// declared once, in the CMS's content type; a document that selects a field the schema lacks
// fails here, and a reshaper that reads a field its document does not select fails `tsc`.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'graphql/schema.graphql',
  // The hand-written documents: the site's choice of fields (gql tags; fragments by name).
  documents: ['graphql/fragments.ts', 'graphql/content.ts', 'graphql/queries.ts'],
  generates: {
    'graphql/generated.ts': {
      plugins: ['typescript-operations'],
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
