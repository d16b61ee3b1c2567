// What /api/graphql accepts (issue 11.5): only the site's own operations (graphql/operations.ts),
// each by its exact document, with variables checked by the operation's zod schema. Documents
// are compared after parse + print, so spacing does not matter but every field does.
import { parse, print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { OPERATIONS, type Operation } from '../../graphql/operations';

/** A body longer than this is no query of ours (the longest is ~1 kB). */
const MAX_QUERY_CHARS = 8_000;

// Each document as written (server clients) and as the browser's Apollo cache sends it
// (with `__typename` in every selection).
const ALLOWED = new Map<string, Operation>();
for (const op of OPERATIONS) for (const doc of [op.document, addTypenameToDocument(op.document)]) ALLOWED.set(print(doc), op);

export type Checked =
  | { ok: true; body: { operationName: string; query: string; variables: Record<string, unknown> } }
  | { ok: false; error: string };

const refuse = (error: string): Checked => ({ ok: false, error });

export function checkOperation(body: unknown): Checked {
  const { query, variables, operationName } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof query !== 'string' || !query.trim()) return refuse('Send a GraphQL query in "query".');
  if (query.length > MAX_QUERY_CHARS) return refuse('Only the site\'s own queries are accepted.');
  let normalised: string;
  try {
    normalised = print(parse(query, { noLocation: true }));
  } catch {
    return refuse('The query is not valid GraphQL.');
  }
  const op = ALLOWED.get(normalised);
  if (!op) return refuse('Only the site\'s own queries are accepted.');
  if (operationName !== undefined && operationName !== null && operationName !== op.name) return refuse(`The operation name must be ${op.name}.`);
  const vars = op.variables.safeParse(variables ?? {});
  if (!vars.success) {
    const problems = vars.error.issues.map((i) => `${i.path.join('.') || 'variables'}: ${i.message}`).join('; ');
    return refuse(`Invalid variables for ${op.name}: ${problems}`);
  }
  return { ok: true, body: { operationName: op.name, query: normalised, variables: vars.data as Record<string, unknown> } };
}
