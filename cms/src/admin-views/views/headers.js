'use strict';
// Group 2 of the admin's sidebar: headers and menus. Titles; each field's label and hint is beside
// its attribute in schema.json. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  // The standard header of the student pages (home, courses, most pages): its free-demo button
  // and the phone, email and WhatsApp shown beside it.
  'api::b2c-componant.b2c-componant': { mainField: 'id' },
  'api::navigation.navigation': { mainField: 'id' },
  'api::enterprise-navigation.enterprise-navigation': { mainField: 'demoButton' },
  'api::b2c-marketing-header.b2c-marketing-header': { mainField: 'phoneNumber' },
  'api::b2b-marketing-header.b2b-marketing-header': { mainField: 'phoneNumber' },
  'shared.free-demo-class-button': { mainField: 'buttonName' },
  'shared.button-link': { mainField: 'buttonName' },
  'navigation.menu-item': { mainField: 'subMenuName' },
};
