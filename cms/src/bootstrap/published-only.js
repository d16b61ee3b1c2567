'use strict';

/**
 * Strapi 5 lets ANY caller with `find` permission read drafts through the content API
 * (`GET /api/pop-ups?status=draft`, GraphQL `popUps(status: DRAFT)`). For this public
 * marketing CMS, unpublished edits must stay private until a marketer publishes them.
 *
 * Document-service middleware: for read actions triggered by an HTTP request that carries
 * no credentials (the public role), force `status: 'published'`. Admin panel requests,
 * API-token requests (e.g. a preview) and bootstrap code (seed) are untouched.
 */
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

function registerPublishedOnly(strapi) {
  strapi.documents.use(async (context, next) => {
    if (READ_ACTIONS.has(context.action) && context.uid && context.uid.startsWith('api::')) {
      const ctx = strapi.requestContext.get();
      const auth = ctx && ctx.state && ctx.state.auth;
      const isAnonymousRequest = ctx && (!auth || !auth.credentials);
      if (isAnonymousRequest && context.params && context.params.status && context.params.status !== 'published') {
        context.params = { ...context.params, status: 'published' };
      }
    }
    return next();
  });
}

module.exports = { registerPublishedOnly };
