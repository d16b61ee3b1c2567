'use strict';
// The Content Manager as a marketer reads it. Each list's columns, default sort and page size, and
// each entry's title field (mainField) live in views/*.js, grouped as the sidebar groups the types.
// Each field's label and one-line hint live where the field is declared: its attribute's
// `pluginOptions['content-manager']` in schema.json; only the fields Strapi adds, which no schema
// declares (timestamps), have theirs in views/*.js, one line a field. Strapi keeps
// this configuration in its core store, where the admin's "Configure the view" also writes: it is
// set again at every start, so a change made by hand does not silently drift from what is
// reviewed here. The types' own names and descriptions are their schema.json `info`.

const VIEWS = {
  ...require('./views/pages'),
  ...require('./views/headers'),
  ...require('./views/footer'),
  ...require('./views/texts'),
  ...require('./views/leads'),
  ...require('./views/content'),
};

/**
 * @typedef {{ mainField?: string, titleFallback?: string[], list?: string[], sort?: [string, 'ASC' | 'DESC'],
 *   pageSize?: number, fields?: Record<string, [string, string]> }} View
 * @typedef {Record<string, View>} Views
 */

// What the Content Manager shows as a list column (its rule: services/utils/configuration/attributes).
const NOT_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const listable = (model, name) => Boolean(model.attributes[name]) && !NOT_LISTABLE.includes(model.attributes[name].type);

/**
 * Each field's [label, hint]: declared beside its attribute, or for a field Strapi adds (a
 * timestamp), the view's line.
 * @param {{ attributes: Record<string, any> }} model
 * @param {View} view
 * @returns {Record<string, [string, string]>}
 */
function labelsOf(model, view) {
  return Object.fromEntries(Object.entries(model.attributes).flatMap(([name, attribute]) => {
    const { label, description = '' } = attribute.pluginOptions?.['content-manager'] ?? {};
    const line = label ? [label, description] : view.fields?.[name];
    return line ? [[name, line]] : [];
  }));
}

/**
 * The stored configuration with this repository's view laid over it. Fields the type does not
 * have are skipped: a column for a field not yet added waits for it.
 * @param {{ settings: object, metadatas: Record<string, any>, layouts: { list: string[], edit: unknown } }} current
 * @param {{ attributes: Record<string, any> }} model the Content Manager's model (with id and timestamps)
 * @param {View} view
 */
function overlay(current, model, view) {
  const has = (name) => Object.prototype.hasOwnProperty.call(model.attributes, name);
  const settings = { ...current.settings };
  if (view.mainField && has(view.mainField)) settings.mainField = view.mainField;
  if (view.sort && has(view.sort[0])) [settings.defaultSortBy, settings.defaultSortOrder] = view.sort;
  if (view.pageSize) settings.pageSize = view.pageSize;
  const metadatas = { ...current.metadatas };
  for (const [name, [label, description]] of Object.entries(labelsOf(model, view))) {
    if (!metadatas[name]) continue;
    metadatas[name] = {
      ...metadatas[name],
      edit: { ...metadatas[name].edit, label, description },
      list: { ...metadatas[name].list, label },
    };
  }
  const layouts = { ...current.layouts };
  if (view.list) layouts.list = view.list.filter((name) => listable(model, name));
  return { settings, metadatas, layouts };
}

/** At every start, after the Content Manager has synced its configurations with the schemas. */
async function applyAdminViews(strapi) {
  const cm = strapi.plugin('content-manager');
  for (const [uid, view] of Object.entries(VIEWS)) {
    const component = !uid.includes('::');
    const service = cm.service(component ? 'components' : 'content-types');
    const model = component ? service.findComponent(uid) : service.findContentType(uid);
    if (!model) {
      strapi.log.warn(`[admin-views] ${uid} is configured in cms/src/admin-views but is not in the schema`);
      continue;
    }
    await service.updateConfiguration(model, overlay(await service.findConfiguration(model), model, view));
  }
}

module.exports = { VIEWS, labelsOf, overlay, applyAdminViews };
