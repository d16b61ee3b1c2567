'use strict';
// Group 3 of the admin's sidebar: the footer and the contact sets. Titles, list columns and sort;
// each field's label and hint is beside its attribute in schema.json. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'api::footer.footer': { mainField: 'address' },
  'api::marketing-contact.marketing-contact': {
    mainField: 'label',
    list: ['label', 'key', 'phoneNumber', 'email', 'whatsappNumber'],
    sort: ['key', 'ASC'],
  },
  'footer.cta': { mainField: 'buttonName' },
  'footer.footer-link': { mainField: 'name' },
  'footer.social-link': { mainField: 'name' },
};
