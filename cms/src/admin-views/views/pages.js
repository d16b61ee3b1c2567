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
      path: ['Path (URL)', 'The course page\'s address, e.g. /asic-verification: starts with /, letters, digits, - and _ only. Changing it makes a redirect from the old path.'],
      category: ['Course group', 'Which group lists the course on the home page and in the menus.'],
      title: ['Course title', 'The big heading (h1) of the course page, and its name in lists and the browser tab. Required.'],
      tagline: ['Tagline', 'One or two sentences under the title. Empty: no line.'],
      duration: ['Duration', 'Shown in the facts row under the title, e.g. "18 weeks". Empty: the fact is left out.'],
      mode: ['Mode', 'Shown in the facts row, e.g. "Classroom / Online". Empty: the fact is left out.'],
      nextBatch: ['Next batch', 'Shown in the facts row, e.g. "5 January 2027". Empty: the fact is left out.'],
      enquireButton: ['Enquire button text', 'The label of the button that opens the lead form. Empty: "Enquire now".'],
      downloadButton: ['Download button text', 'The label of the curriculum download button. Empty: "Download curriculum".'],
      heroImage: ['Hero image', 'The picture beside the title (PNG, JPG or WebP). Empty: no picture.'],
      highlights: ['Highlights', 'The programme highlights, a card each: short title + one or two sentences.'],
      curriculum: ['Curriculum', 'The modules, in order, each with its topics one per line.'],
      tools: ['Tools taught', 'The tools and languages listed under "Tools and languages".'],
      eligibility: ['Who can join', 'Markdown under "Who can join". Empty: the section is left out.'],
      outcomes: ['Outcomes', 'Placement figures: a label and a value each.'],
      faqs: ['FAQs', 'Questions and answers at the bottom of the page.'],
      curriculumDownloadId: ['Curriculum download id', 'The id the download form sends (spec §7); leave it as it is unless a developer asks.'],
      seo: ['Search and sharing', 'Title, description and image for Google and social shares. Empty fields use the course title and tagline.'],
      cta: ['Call to action', 'The box at the end of the page: text and a button.'],
      curriculumDocument: ['Curriculum PDF', 'The file the download form sends. Empty: the download button does nothing.'],
      leadSource: ['Lead source of this page', 'Source values stamped on the leads this page sends. Empty fields keep the defaults.'],
    },
  },
  'api::page.page': {
    mainField: 'path',
    list: ['path', 'title', 'updatedAt'],
    sort: ['path', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
      path: ['Path (URL)', 'The page\'s address, e.g. /about-us: starts with /, letters, digits, - and _ only. Changing it makes a redirect from the old path.'],
      title: ['Page title', 'The big heading (h1) and the browser tab\'s title. Required.'],
      intro: ['Intro', 'The paragraph under the title. Empty: none.'],
      heroButton: ['Hero button text', 'The button under the intro that opens the lead form. Empty: "Book a Free Demo Class".'],
      sections: ['Sections', 'The page\'s body, section by section: heading, markdown text, optional image.'],
      faqs: ['FAQs', 'Questions and answers at the bottom of the page.'],
      cta: ['Call to action', 'The box at the end of the page: text and a button.'],
      seo: ['Search and sharing', 'Title, description and image for Google and social shares. Empty fields use the page title and intro.'],
      documents: ['Downloadable documents', 'Email-gated files of this page (white papers, project lists).'],
      leadSource: ['Lead source of this page', 'Source values stamped on the leads this page sends. Empty fields keep the defaults.'],
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
