import { Kind, type OperationDefinitionNode } from 'graphql';
import { COURSE_BY_PATH, PAGE_BY_PATH } from '../../../../graphql/content';
import { operationName } from '../../../../graphql/operations';
import { LAYOUT } from '../../../../graphql/queries';
import { safeReturnPath } from '../../../../lib/cms/preview';

// The admin's Preview asks these for drafts (lib/cms/index.ts getLayoutContent, getContent).
const DRAFTABLE = ['Layout', 'CourseByPath', 'PageByPath'];

const OPERATIONS = [LAYOUT, COURSE_BY_PATH, PAGE_BY_PATH].map((document) => ({ name: operationName(document), document }));

describe('draft reads', () => {
  it.each(DRAFTABLE)('%s declares $status and passes it to every root field, so a preview asks for drafts by variable', (name) => {
    const op = OPERATIONS.find((o) => o.name === name)!.document.definitions[0] as OperationDefinitionNode;
    const declared = op.variableDefinitions?.find((v) => v.variable.name.value === 'status');
    expect(declared?.defaultValue).toMatchObject({ kind: Kind.ENUM, value: 'PUBLISHED' });
    for (const field of op.selectionSet.selections) {
      expect(field.kind === Kind.FIELD && field.arguments?.some((a) => a.name.value === 'status' && a.value.kind === Kind.VARIABLE && a.value.name.value === 'status'))
        .toBe(true);
    }
  });
});

describe('safeReturnPath', () => {
  it.each([['/vlsi-courses/x', '/vlsi-courses/x'], ['/', '/'], ['//evil.example', '/'], ['https://evil.example', '/'], ['/\\evil', '/'], [undefined, '/']])('%s → %s', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
