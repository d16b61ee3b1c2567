'use strict';

/**
 * strapi-plugin-publisher 2.0.9 publishes through the document service, which already emits
 * entry.publish / entry.unpublish (with `uid` and the entry) to the webhooks, exactly as a
 * manual publish does. The plugin then emits the same event a second time from its own
 * emitService (with only `model`), so the site's revalidate webhook was called twice per
 * scheduled action, regenerating every page twice for a header change. Its emitter is silenced
 * here; the journey tests/e2e/first-request/scheduled-publish.spec.ts counts one delivery per action.
 */
module.exports = (plugin) => {
  plugin.services.emitService = () => ({
    async emit() {},
    async publish() {},
    async unpublish() {},
  });
  return plugin;
};
