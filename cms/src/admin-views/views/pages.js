'use strict';
// Group 1 of the admin's sidebar: pages and courses. Titles, list columns, sort, and the labels of
// the timestamps no schema declares; each declared field's label and hint is beside its attribute
// in schema.json. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'api::course.course': {
    mainField: 'title',
    list: ['title', 'path', 'category', 'nextBatch', 'updatedAt'],
    sort: ['title', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
    },
  },
  'api::page.page': {
    mainField: 'path',
    list: ['path', 'title', 'updatedAt'],
    sort: ['path', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
    },
  },
  'api::testimonial.testimonial': {
    mainField: 'name',
    list: ['name', 'role', 'company', 'updatedAt'],
    sort: ['name', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
    },
  },
  'api::redirect.redirect': {
    mainField: 'from',
    list: ['from', 'to', 'permanent', 'createdAt'],
    sort: ['createdAt', 'DESC'],
    fields: {
      createdAt: ['Made at', 'When the redirect was made, by hand or by a path change.'],
    },
  },
};
