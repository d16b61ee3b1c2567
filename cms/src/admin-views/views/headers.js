'use strict';
// Group 2 of the admin's sidebar: headers and menus. One line a field: [label, where it shows on
// the site, its limits, what an empty value does]. Read by ../index.js at every start.

const CONTACT_EMPTY = 'Empty: the built-in example contact.';

/** @type {import('../index').Views} */
module.exports = {
  // The standard header of the student pages (home, courses, most pages): its free-demo button
  // and the phone, email and WhatsApp shown beside it.
  'api::b2c-componant.b2c-componant': {
    mainField: 'id',
    fields: {
      freeDemoClassButton: ['Free demo button and contacts', 'The header\'s "free demo class" button and the phone, email and WhatsApp shown beside it on the student pages.'],
      referAndEarn: ['Refer & Earn button', 'The "Refer & Earn" button of the student header; an empty link opens the referral form.'],
    },
  },
  'api::navigation.navigation': {
    mainField: 'id',
    fields: {
      blogLink: ['Blog link', 'Where the menu\'s "Blog" goes (full address). Empty: the built-in blog address.'],
      topLinks: ['Top links', 'The small links above the student header\'s main row.'],
      coursesMenu: ['Courses menu', 'The links under "Courses" in the student header.'],
      freeResourcesMenu: ['Free resources menu', 'The links under "Free Resources".'],
      organizationsMenu: ['For organizations menu', 'The links under "For Organizations".'],
      freeOnlineCoursesButton: ['Free online courses button', 'The button at the end of the student menu: label and link.'],
    },
  },
  'api::enterprise-navigation.enterprise-navigation': {
    mainField: 'demoButton',
    fields: {
      menu: ['Enterprise menu', 'The links of the enterprise header and footer (pages under /enterprise).'],
      demoButton: ['Demo button text', 'The enterprise header\'s "request a demo" button. Empty: the built-in text.'],
    },
  },
  'api::b2c-marketing-header.b2c-marketing-header': {
    mainField: 'phoneNumber',
    fields: {
      email: ['Email in the header', `Shown in the course-landing header (/best-vlsi-courses and landing pages without a contact set of their own). ${CONTACT_EMPTY}`],
      whatsappNumber: ['WhatsApp number', `The WhatsApp button of the course-landing header, digits with country code. ${CONTACT_EMPTY}`],
      phoneNumber: ['Phone number in the header', `The call link of the course-landing header, e.g. +91 90000 00001. ${CONTACT_EMPTY}`],
    },
  },
  'api::b2b-marketing-header.b2b-marketing-header': {
    mainField: 'phoneNumber',
    fields: {
      email: ['Email in the header', `Shown in the /vlsi-courses header. ${CONTACT_EMPTY}`],
      whatsappNumber: ['WhatsApp number', `The WhatsApp button of the /vlsi-courses header, digits with country code. ${CONTACT_EMPTY}`],
      phoneNumber: ['Phone number in the header', `The call link of the /vlsi-courses header. ${CONTACT_EMPTY}`],
    },
  },
  'shared.free-demo-class-button': {
    mainField: 'buttonName',
    fields: {
      buttonName: ['Button text', 'The header\'s free-demo button, e.g. "Book a Free Demo Class"; it opens the demo form. Empty: the built-in text.'],
      headerPhoneNumber: ['Phone number in the header', `The call link at the top of the student header, e.g. +91 90000 00001. ${CONTACT_EMPTY}`],
      admissionemailForHeader: ['Admissions email in the header', `The email link at the top of the student header. ${CONTACT_EMPTY}`],
      whatsappNumberForHeader: ['WhatsApp number', `The floating WhatsApp button of the student pages, digits with country code. ${CONTACT_EMPTY}`],
    },
  },
  'shared.button-link': {
    mainField: 'buttonName',
    fields: {
      buttonName: ['Button text', 'What the button says. Empty: the built-in text.'],
      buttonLink: ['Button link', 'A path (/page) or a full address. Empty: the button opens its form instead.'],
    },
  },
  'navigation.menu-item': {
    mainField: 'subMenuName',
    fields: {
      subMenuName: ['Link text', 'What the menu shows. Required.'],
      subMenuLink: ['Link', 'A path (/page) or a full address. Required.'],
      target: ['Open in', '_blank opens a new tab; empty opens in the same tab.'],
    },
  },
};
