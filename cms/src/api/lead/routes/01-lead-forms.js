'use strict';

/**
 * Public lead-capture endpoints (the site's server forwards visitor leads here).
 * `auth: false`: no Strapi user/API token needed. If LEAD_FORWARD_TOKEN is set,
 * the controller requires `Authorization: Bearer <LEAD_FORWARD_TOKEN>` instead.
 *
 * The core /api/leads routes (routes/lead.js) stay protected: the public role
 * has no lead permission, so GET /api/leads answers 403.
 */

// Keep in sync with DOWNLOAD_TYPES in controllers/lead-forms.js
const DOWNLOADS = [
  // [path under /api, download type stored as form "download:<type>", body kind]
  ['/download/courses', 'experience'],
  ['/download/curiculam', 'curriculam'],
  ['/download/newsAndEvent/newsletter', 'newsletter'],
  ['/download/interviewQuestions/download', 'interviewquestions'],
  ['/download/newsAndEvent/whitepaper', 'whitepaper'],
  ['/download/vlsi-projects/downloaddocument', 'vlsi-project'],
  ['/download/riscandarm', 'riscAndArm'],
  ['/download/vlsi-resources/whitepaper', 'vlsiresourceswhitepaper'],
];

const route = (path, handler, extra = {}) => ({
  method: 'POST',
  path,
  handler,
  config: { auth: false, policies: [], middlewares: [], ...extra },
});

module.exports = {
  routes: [
    route('/global-contact-form', 'lead-forms.contact'),
    route('/global-referandearn-form', 'lead-forms.referAndEarn'),
    ...DOWNLOADS.map(([p]) => route(p, 'lead-forms.download')),
  ],
};
