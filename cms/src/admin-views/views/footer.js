'use strict';
// Group 3 of the admin's sidebar: the footer and the contact sets. One line a field: [label, where
// it shows on the site, its limits, what an empty value does]. Read by ../index.js at every start.

/** @type {import('../index').Views} */
module.exports = {
  'api::footer.footer': {
    mainField: 'address',
    fields: {
      cta: ['Call-to-action block', 'The box at the top of the student footer: text and a button.'],
      address: ['Address', 'The postal address in the student footer, line breaks kept. Empty: no address.'],
      playStoreLink: ['Google Play link', 'The app badge\'s link. Empty: no badge.'],
      appStoreLink: ['App Store link', 'The app badge\'s link. Empty: no badge.'],
      courseLinks: ['Courses links', 'The footer\'s "Courses" column.'],
      onlineCourseLinks: ['Online courses links', 'The footer\'s "Online courses" column.'],
      skillTests: ['Skill test links', 'The footer\'s "Skill tests" column.'],
      blogLinks: ['Blog links', 'The footer\'s "Blog" column.'],
      companyLinks: ['Company links', 'The footer\'s "Company" column.'],
      socialLinks: ['Social networks', 'The icons at the bottom of the footer: name, link, icon (PNG, JPG or WebP).'],
    },
  },
  'api::marketing-contact.marketing-contact': {
    mainField: 'label',
    list: ['label', 'key', 'phoneNumber', 'email', 'whatsappNumber'],
    sort: ['key', 'ASC'],
    fields: {
      key: ['Set (do not rename)', 'Which pages use this set: enterprise, mtech, paid-landing, landing-group, embedded-certification, default-b2c. The site looks the set up by this word.'],
      label: ['Name', 'A name for people, e.g. "Paid landing pages"; not shown on the site.'],
      email: ['Email', 'The email link of these pages\' header. Empty: the built-in example contact.'],
      phoneNumber: ['Phone number', 'The call link of these pages\' header and the fixed phone button. Empty: the built-in example contact.'],
      whatsappNumber: ['WhatsApp number', 'The WhatsApp button of these pages, digits with country code. Empty: the built-in example contact.'],
    },
  },
  'footer.cta': {
    mainField: 'buttonName',
    fields: {
      description: ['Text', 'The sentence of the footer\'s call-to-action block.'],
      reserveText: ['Small print', 'The line under it, e.g. "Reserve your seat". Empty: none.'],
      buttonName: ['Button text', 'The block\'s button. Empty: the built-in text.'],
      buttonLink: ['Button link', 'A path or full address. Empty: the button opens the demo form.'],
    },
  },
  'footer.footer-link': {
    mainField: 'name',
    fields: {
      name: ['Link text', 'What the footer shows. Required.'],
      link: ['Link', 'A path (/page) or a full address. Required.'],
      tag: ['Tag', 'A small badge after the text, e.g. "new". Empty: none.'],
      target: ['Open in', '_blank opens a new tab; empty opens in the same tab.'],
      additionalClass: ['Style class', 'For developers: an extra CSS class. Leave empty.'],
    },
  },
  'footer.social-link': {
    mainField: 'name',
    fields: {
      name: ['Network', 'The network\'s name, read aloud by screen readers. Required.'],
      link: ['Link', 'The profile\'s full address. Required.'],
      image: ['Icon', 'A square icon, 32 px (PNG, JPG or WebP). Empty: the name as text.'],
    },
  },
};
