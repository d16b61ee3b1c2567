// Each CMS field is declared once, in the CMS's content types; the site's types are
// generated from the GraphQL schema Strapi builds from them (graphql/schema.graphql → `npm run
// codegen` → graphql/generated.ts, kept current by `graphql-codegen --check` in lint). This is
// the other half: the CMS the stack runs writes the schema it serves at its start (GRAPHQL_SCHEMA_FILE),
// and a content type changed without `npm run codegen` fails here, naming each field.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { E2E } from '../support/ports';

const CHECKED_IN = path.join(__dirname, '..', '..', '..', 'graphql', 'schema.graphql');

/** Every `Type.field: type` and `Enum.VALUE` of a schema, so a difference names the field. */
function members(schema: GraphQLSchema): Set<string> {
  const out = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) out.add(`${type.name}.${field.name}: ${String(field.type)}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) out.add(`${type.name}.${value.name}`);
    } else out.add(type.name);
  }
  return out;
}

test('the CMS serves the schema the site\'s types were generated from', async () => {
  // Strapi writes it while it starts, right after it builds the schema.
  await expect.poll(() => existsSync(E2E.cmsSchemaFile), { message: `the CMS writes ${E2E.cmsSchemaFile}` }).toBe(true);
  const running = members(buildSchema(readFileSync(E2E.cmsSchemaFile, 'utf8')));
  const checkedIn = members(buildSchema(readFileSync(CHECKED_IN, 'utf8')));
  const advice = 'the CMS\'s content types changed: run `npm run codegen`, fix what tsc then reports, and commit graphql/schema.graphql and graphql/generated.ts';
  expect({
    'in the CMS, not in graphql/schema.graphql': [...running].filter((m) => !checkedIn.has(m)),
    'in graphql/schema.graphql, not in the CMS': [...checkedIn].filter((m) => !running.has(m)),
  }, advice).toEqual({ 'in the CMS, not in graphql/schema.graphql': [], 'in graphql/schema.graphql, not in the CMS': [] });
});
