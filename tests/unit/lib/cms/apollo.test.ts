import { Kind, type OperationDefinitionNode } from 'graphql';
import { COURSE_BY_PATH, PAGE_BY_PATH } from '../../../../graphql/content';
import { operationName } from '../../../../graphql/operations';
import {
  CONSENT_NOTICE, ENTERPRISE_NAVIGATION, FOOTER, FORM_TEXTS, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG,
  REFER_AND_EARN, SITE_TEXTS,
} from '../../../../graphql/queries';
import { safeReturnPath } from '../../../../lib/cms/preview';

// The admin's Preview asks these for drafts (lib/cms/index.ts getLayoutContent, getContent).
const DRAFTABLE = ['PopUp', 'HeaderButton', 'ReferAndEarn', 'MarketingHeader', 'MarketingContacts', 'Navigation', 'ConsentNotice',
  'EnterpriseNavigation', 'Footer', 'SiteTexts', 'FormTexts', 'CourseByPath', 'PageByPath'];

const OPERATIONS = [
  POPUP_BY_SLUG, HEADER_BUTTON, REFER_AND_EARN, MARKETING_HEADER, MARKETING_CONTACTS, NAVIGATION, FOOTER, ENTERPRISE_NAVIGATION,
  CONSENT_NOTICE, SITE_TEXTS, FORM_TEXTS, COURSE_BY_PATH, PAGE_BY_PATH,
].map((document) => ({ name: operationName(document), document }));

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
