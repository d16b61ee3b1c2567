// The operation name of a document: the CMS door names operations in its logs. Server-only.
import type { DocumentNode } from 'graphql';

/** The operation name of any document, for logs. */
export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return (definition && 'name' in definition ? definition.name?.value : undefined) ?? 'anonymous';
}

