'use strict';
// Group 4 of the admin's sidebar: popups, site texts, form texts and the consent notice. Titles,
// list columns, sort, and the labels of the timestamps no schema declares; each declared field's
// label and hint is beside its attribute in schema.json. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'api::pop-up.pop-up': {
    mainField: 'sectionTitle',
    list: ['sectionTitle', 'slug', 'updatedAt'],
    sort: ['slug', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
    },
  },
  'api::site-text.site-text': { mainField: 'id' },
  'api::form-text.form-text': { mainField: 'id' },
  'api::consent-notice.consent-notice': { mainField: 'version' },
};
