// The CMS door parses every answer with its operation's schema (graphql/results.ts), and zod
// drops what a schema does not name. A field added to a query document but not to its schema
// would reach no component: this walks each document's selection and its schema side by side.
import type { SelectionSetNode } from 'graphql';
import type { z } from 'zod';
import { OPERATIONS } from '../../../graphql/operations';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType };
const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape behind nullish / catch / array wrappers, or null for a leaf (text, unknown). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const d = def(schema);
  if (d.type === 'object') return d.shape ?? null;
  if (d.innerType) return shapeOf(d.innerType);
  if (d.element) return shapeOf(d.element);
  return null;
}

/** Field paths the document selects that the schema does not keep. */
function missing(selection: SelectionSetNode, schema: z.ZodType, at: string): string[] {
  const shape = shapeOf(schema);
  if (!shape) return [];
  return selection.selections.flatMap((s) => {
    if (s.kind !== 'Field' || s.name.value === '__typename') return [];
    const name = s.name.value;
    const path = `${at}.${name}`;
    if (!(name in shape)) return [path];
    return s.selectionSet ? missing(s.selectionSet, shape[name], path) : [];
  });
}

describe.each(OPERATIONS.map((o) => [o.name, o] as const))('%s', (name, operation) => {
  it('keeps every field its document selects', () => {
    const definition = operation.document.definitions.find((d) => d.kind === 'OperationDefinition');
    if (!definition || definition.kind !== 'OperationDefinition') throw new Error(`${name} has no operation`);
    expect(missing(definition.selectionSet, operation.result, name)).toEqual([]);
  });
});
