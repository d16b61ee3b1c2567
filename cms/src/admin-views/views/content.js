'use strict';
// The blocks inside pages and courses (components content.* and course.*). One line a field: [label, where it
// shows on the site, its limits, what an empty value does]. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'content.highlight': {
    mainField: 'title',
    fields: {
      title: ['Title', 'The highlight card\'s heading, a few words. Required.'],
      description: ['Text', 'One or two sentences on the card. Empty: the title alone.'],
    },
  },
  'content.module': {
    mainField: 'title',
    fields: {
      title: ['Module title', 'The module\'s heading in the curriculum. Required.'],
      topics: ['Topics', 'One topic a line; each line becomes a bullet. Empty: the title alone.'],
    },
  },
  'content.tool': {
    mainField: 'name',
    fields: {
      name: ['Tool', 'A tool or language taught, e.g. SystemVerilog. Required.'],
    },
  },
  'content.outcome': {
    mainField: 'label',
    fields: {
      label: ['Label', 'What the figure is, e.g. "Placement rate". Required.'],
      value: ['Value', 'The figure, e.g. "92%". Required.'],
    },
  },
  'course.batch': {
    // Strapi titles a component by a text or number field only (not a date).
    mainField: 'mode',
    fields: {
      startDate: ['Start date', 'The day the batch starts. Required; past dates are not shown.'],
      mode: ['Mode', 'How this batch is taught, e.g. "Live online + weekend labs". Empty: the course\'s mode.'],
      seatsLeft: ['Seats left', 'Shown as "n seats left". Empty: not shown.'],
    },
  },
  'content.faq': {
    mainField: 'question',
    fields: {
      question: ['Question', 'Shown as the clickable line of the FAQ. Required.'],
      answer: ['Answer', 'Markdown, shown when the question is opened. Required.'],
    },
  },
  'content.seo': {
    mainField: 'metaTitle',
    fields: {
      metaTitle: ['Title for search engines', 'The browser tab and Google\'s blue link, best under 60 characters. Empty: the page title.'],
      metaDescription: ['Description for search engines', 'Google\'s grey text, best under 160 characters. Empty: the intro or tagline.'],
      ogImage: ['Share image', 'Shown when the page is shared on social networks, 1200 × 630. Empty: the site\'s default.'],
    },
  },
  'content.section': {
    mainField: 'heading',
    fields: {
      heading: ['Heading', 'The section\'s heading. Required.'],
      body: ['Text', 'Markdown: paragraphs, lists, links. Empty: the heading alone.'],
      anchor: ['Anchor', 'Lets a link jump here (/page#anchor): a letter, then letters, digits, - or _. Empty: none.'],
      image: ['Image', 'Shown beside the text (PNG, JPG or WebP). Empty: none.'],
    },
  },
  'content.cta': {
    mainField: 'buttonName',
    fields: {
      text: ['Text', 'The sentence of the call-to-action box. Empty: the box has the button alone.'],
      buttonName: ['Button text', 'Empty: "Book a Free Demo Class".'],
      link: ['Button link', 'A path or full address. Empty: the button opens the lead form.'],
      leadSource: ['Lead source of the button', 'Source values of the leads this button\'s form sends. Empty fields keep the page\'s.'],
    },
  },
  'content.lead-source': {
    mainField: 'source',
    fields: {
      source: ['Source', 'The leads\' "Source", e.g. Maven. Empty: the default of the page kind.'],
      sub_source: ['Sub source', 'The leads\' "Sub source", e.g. Demo Class. Empty: the default.'],
      channel: ['Channel', 'The leads\' channel when no channel rule names one. Empty: the default.'],
      oldSource: ['Old source', 'The legacy value sales\' reports still read. Empty: the default.'],
    },
  },
  'content.document': {
    mainField: 'title',
    fields: {
      downloadId: ['Download id', 'The id the download form sends (spec §7); do not change it unless a developer asks. Required.'],
      title: ['Title', 'The document\'s name on the page. Empty: the file name.'],
      description: ['Description', 'A sentence under the title. Empty: none.'],
      file: ['File', 'The PDF sent to the visitor after they give their email.'],
    },
  },
};
