'use strict';
// The blocks inside pages and courses (components content.* and course.*): each entry's title field.
// Their fields' labels and hints are beside the attributes (cms/src/components/**). Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'content.highlight': { mainField: 'title' },
  'content.module': { mainField: 'title' },
  'content.tool': { mainField: 'name' },
  'content.outcome': { mainField: 'label' },
  'course.batch': {
    // Strapi titles a component by a text or number field only (not a date).
    mainField: 'mode',
  },
  'content.faq': { mainField: 'question' },
  'content.seo': { mainField: 'metaTitle' },
  'content.section': { mainField: 'heading' },
  'content.cta': { mainField: 'buttonName' },
  'content.lead-source': { mainField: 'source' },
  'content.document': { mainField: 'title' },
};
