'use strict';

/**
 * Strapi v4 response shape for the Strapi 5 GraphQL API.
 *
 * With `v4CompatibilityMode: true` (config/plugins.js) @strapi/plugin-graphql 5.54
 * already adds, on every content type object `X`:
 *   - `id` (numeric, deprecated), `attributes: X` and `data: X` (both resolve to the parent)
 * and on every `XEntityResponseCollection` (the type of `xs_connection`):
 *   - `data: [X!]!` and `meta { pagination }`.
 * So single types (`navigation { data { attributes { ... } } }`) and single media
 * (`image { data { attributes { url } } }`) already answer in the v4 shape.
 *
 * What it does NOT do: the plain collection query (`popUps(...)`) still returns a
 * bare list `[PopUp!]!`, so `popUps { data { ... } }` answers `popUps: [ {data:…} ]`
 * instead of v4's `popUps: { data: [ … ] }`.
 *
 * This extension fixes that generically: for every `api::` collection type whose
 * `find` action is exposed, it re-declares the plain find query (same name, same
 * args) with the `XEntityResponseCollection` return type and the same resolver
 * logic as `xs_connection`. Nexus keeps the last definition of a field, and
 * extension types are registered after the shadow-CRUD ones, so ours wins. Auth
 * (`api::x.x.find` scope for the public role) is unchanged because the built-in
 * resolversConfig for `Query.xs` still applies.
 *
 * It also adds root-field aliases for single types whose historical (v4 site)
 * query name cannot be produced from a kebab-case singularName by Strapi's
 * naming (lodash camelCase turns `b2c-marketing-header` into `b2CMarketingHeader`).
 */

// uid -> extra root query field name (single types only)
const SINGLE_TYPE_ALIASES = {
  'api::b2c-marketing-header.b2c-marketing-header': 'b2cMarketingHeader',
  'api::b2b-marketing-header.b2b-marketing-header': 'b2bMarketingHeader',
};

// Content types never exposed through GraphQL at all.
const HIDDEN_FROM_GRAPHQL = ['api::lead.lead', 'api::data-request.data-request', 'api::channel-rule.channel-rule', 'api::email-template.email-template', 'api::counsellor-route.counsellor-route'];

const registerV4Compat = (strapi) => {
  const graphqlPlugin = strapi.plugin('graphql');
  if (!graphqlPlugin) return;
  if (!graphqlPlugin.config('v4CompatibilityMode', false)) {
    strapi.log.warn('[v4-compat] graphql v4CompatibilityMode is off; v4 collection shape not installed');
    return;
  }

  const extensionService = graphqlPlugin.service('extension');

  for (const uid of HIDDEN_FROM_GRAPHQL) {
    extensionService.shadowCRUD(uid).disable();
  }

  extensionService.use(({ nexus }) => {
    const { naming } = graphqlPlugin.service('utils');
    const { transformArgs, getContentTypeArgs } = graphqlPlugin.service('builders').utils;
    const { toEntityResponseCollection } = graphqlPlugin.service('format').returnTypes;
    const getContentApiBuilders = () => graphqlPlugin.service('builders').get('content-api');

    const types = [];
    const resolversConfig = {};

    const apiContentTypes = Object.values(strapi.contentTypes).filter(
      (ct) => ct.uid.startsWith('api::') && !HIDDEN_FROM_GRAPHQL.includes(ct.uid)
    );

    for (const contentType of apiContentTypes) {
      const shadow = extensionService.shadowCRUD(contentType.uid);
      if (!shadow.isEnabled() || !shadow.isActionEnabled('find')) continue;

      if (contentType.kind === 'collectionType') {
        const queryName = naming.getFindQueryName(contentType);
        const responseCollectionTypeName = naming.getEntityResponseCollectionName(contentType);

        types.push(
          nexus.extendType({
            type: 'Query',
            definition(t) {
              t.field(queryName, {
                type: nexus.nonNull(responseCollectionTypeName),
                extensions: { strapi: { contentType } },
                args: getContentTypeArgs(contentType),
                async resolve(parent, args, ctx) {
                  const transformedArgs = transformArgs(args, { contentType, usePagination: true });
                  const { findMany } = getContentApiBuilders().buildQueriesResolvers({ contentType });
                  // findMany sanitizes params/output for the caller's auth, like the built-in query
                  const nodes = await findMany(parent, transformedArgs, ctx);
                  return toEntityResponseCollection(nodes, {
                    args: transformedArgs,
                    resourceUID: contentType.uid,
                  });
                },
              });
            },
          })
        );
      }

      const alias = SINGLE_TYPE_ALIASES[contentType.uid];
      if (contentType.kind === 'singleType' && alias && alias !== naming.getFindOneQueryName(contentType)) {
        const typeName = naming.getTypeName(contentType);
        resolversConfig[`Query.${alias}`] = { auth: { scope: [`${contentType.uid}.find`] } };
        types.push(
          nexus.extendType({
            type: 'Query',
            definition(t) {
              t.field(alias, {
                type: typeName,
                extensions: { strapi: { contentType } },
                args: getContentTypeArgs(contentType),
                async resolve(parent, args, ctx) {
                  const transformedArgs = transformArgs(args, { contentType });
                  const { findFirst } = getContentApiBuilders().buildQueriesResolvers({ contentType });
                  return findFirst(parent, transformedArgs, ctx);
                },
              });
            },
          })
        );
      }
    }

    return { types, resolversConfig };
  });
};

module.exports = { registerV4Compat };
