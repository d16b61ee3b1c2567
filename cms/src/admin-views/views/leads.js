'use strict';
// Group 5 of the admin's sidebar: leads, data requests, emails and channel rules. Titles, list
// columns, sort, page size, and the labels of the timestamps no schema declares; each declared
// field's label and hint is beside its attribute in schema.json. Read by ../index.js at every start.
// A list column whose field a type does not have is skipped (../index.js): a column can be listed
// here before its field is in the schema.

/** @type {import('../index').Views} */
module.exports = {
  'api::lead.lead': {
    // A download lead has no name; every lead but a phone-only contact has an email. Entries with
    // neither are titled by their other fields (../titles.js).
    mainField: 'email',
    titleFallback: ['name', 'mobileNumber'],
    // Received at, who, where from, which campaign; held/repeat once the lead has those fields.
    list: ['createdAt', 'name', 'email', 'mobileNumber', 'leadSource', 'subSource', 'lastUtmCampaign', 'channel', 'testLead', 'repeat', 'held'],
    sort: ['createdAt', 'DESC'],
    // Strapi draws each row's cells and actions in the browser: from the click to the rows drawn,
    // 50 rows of this 55-field type took 4.5 s, 10 rows 2.1 s (bench/admin-lead-list.mjs). A
    // marketer who wants more picks it in the list; Strapi keeps that choice in their browser.
    pageSize: 10,
    fields: {
      createdAt: ['Received at', 'When the CMS stored the lead.'],
    },
  },
  'api::data-request.data-request': {
    mainField: 'email',
    titleFallback: ['mobileNumber'],
    list: ['createdAt', 'requestType', 'confirmed', 'requestStatus', 'email', 'mobileNumber', 'held'],
    sort: ['createdAt', 'DESC'],
    fields: {
      createdAt: ['Received at', 'When the CMS stored the request.'],
    },
  },
  'api::email-template.email-template': {
    mainField: 'subject',
    list: ['key', 'subject', 'updatedAt'],
    sort: ['key', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this template.'],
    },
  },
  'api::counsellor-route.counsellor-route': {
    mainField: 'match',
    list: ['match', 'email', 'updatedAt'],
    sort: ['match', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this address.'],
    },
  },
  'api::channel-rule.channel-rule': {
    mainField: 'channel',
    list: ['position', 'channel', 'sources', 'mediums', 'clickIds', 'referrerHosts'],
    sort: ['position', 'ASC'],
  },
};
