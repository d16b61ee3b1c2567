import type { DocumentNode, FieldNode, SelectionSetNode } from 'graphql';

/** The fields a document selects of its answer's `data { attributes }` under `field`, fragments spread. */
export function selected(doc: DocumentNode, field: string): string[] {
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d.selectionSet] as const] : [])));
  const fields = (set: SelectionSetNode): FieldNode[] => set.selections.flatMap((s) => {
    if (s.kind === 'Field') return [s];
    return fields(s.kind === 'FragmentSpread' ? fragments.get(s.name.value)! : s.selectionSet);
  });
  const child = (set: SelectionSetNode, name: string) => fields(set).find((f) => f.name.value === name)!.selectionSet!;
  const operation = doc.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
  return fields(child(child(child(operation.selectionSet, field), 'data'), 'attributes')).map((f) => f.name.value);
}
