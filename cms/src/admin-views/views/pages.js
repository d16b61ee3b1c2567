'use strict';
// Group 1 of the admin's sidebar: pages and courses. One line a field: [label, where it shows on
// the site, its limits, what an empty value does]. Read by ../index.js at every start.

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
      name: ['Alumnus name', 'Shown under the quote. Required, one testimonial per name.'],
      role: ['Role', 'Job title shown under the name. Empty: left out.'],
      company: ['Company', 'Employer shown under the name. Empty: left out.'],
      quote: ['Quote', 'The testimonial text, on the home and testimonials pages. Required; keep it under 300 characters.'],
    },
  },
  'api::redirect.redirect': {
    mainField: 'from',
    list: ['from', 'to', 'permanent', 'createdAt'],
    sort: ['createdAt', 'DESC'],
    fields: {
      createdAt: ['Made at', 'When the redirect was made, by hand or by a path change.'],
      from: ['Old path', 'The address visitors arrive at, e.g. /old-course. Starts with /.'],
      to: ['New path', 'Where they are sent, e.g. /new-course. Starts with /.'],
      permanent: ['Permanent', 'On: a 308 (search engines move the page\'s ranking). Off: a temporary 307.'],
    },
  },
};
