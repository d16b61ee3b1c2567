// Turns a published-content query into its draft twin: every root field gets `status: DRAFT`
// (Strapi 5 GraphQL). Pure and browser-safe: the server asks the CMS with the twin, and the
// preview popup reads the same twin from the cache the server handed over (same cache key).
import { Kind, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';

const twins = new WeakMap<DocumentNode, DocumentNode>();

const withDraftStatus = (field: FieldNode): FieldNode => ({
  ...field,
  arguments: [
    ...(field.arguments ?? []).filter((a) => a.name.value !== 'status'),
    { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'status' }, value: { kind: Kind.ENUM, value: 'DRAFT' } },
  ],
});

export function asDraft(query: DocumentNode): DocumentNode {
  const known = twins.get(query);
  if (known) return known;
  const twin = visit(query, {
    OperationDefinition(op: OperationDefinitionNode) {
      const selections = op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD && !s.name.value.startsWith('__') ? withDraftStatus(s) : s));
      return { ...op, selectionSet: { ...op.selectionSet, selections } };
    },
  });
  twins.set(query, twin);
  return twin;
}

/** A same-site path to return to after leaving preview (pages/api/exit-preview.ts); anything else goes home. */
export const safeReturnPath = (path: unknown): string =>
  typeof path === 'string' && path.startsWith('/') && /^(\/[A-Za-z0-9_-]+)*\/?$/.test(path) ? path : '/';
