'use strict';
// Group 4 of the admin's sidebar: popups, site texts and the consent notice. One line a field:
// [label, where it shows on the site, its limits, what an empty value does]. Read by ../index.js.

const EMPTY = 'Empty: the built-in text.';

/** @type {import('../index').Views} */
module.exports = {
  'api::pop-up.pop-up': {
    mainField: 'sectionTitle',
    list: ['sectionTitle', 'slug', 'updatedAt'],
    sort: ['slug', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this entry.'],
      slug: ['Popup id (do not rename)', 'Which popup this is (e.g. the home page\'s offer); the site looks it up by this id.'],
      sectionTitle: ['Title', 'The popup\'s big heading. Empty: none.'],
      sectionCaption: ['Caption', 'The paragraph under the heading. Empty: none.'],
      marketingLine: ['Marketing line', 'The highlighted line above the form. Empty: none.'],
      slugText: ['Button text', 'The popup\'s button. ' + EMPTY],
      backgroundImage: ['Background image', 'Behind the popup (PNG, JPG or WebP, about 800 × 500). Empty: a plain colour.'],
    },
  },
  'api::site-text.site-text': {
    mainField: 'id',
    fields: {
      menuAboutUs: ['Menu: About us', `The student header's "About us" link. ${EMPTY}`],
      menuBlog: ['Menu: Blog', `The student header's "Blog" link. ${EMPTY}`],
      menuCourses: ['Menu: Courses', `The student header's "Courses" menu. ${EMPTY}`],
      menuFreeResources: ['Menu: Free resources', `The student header's "Free Resources" menu. ${EMPTY}`],
      menuForOrganizations: ['Menu: For organizations', `The student header's "For Organizations" menu. ${EMPTY}`],
      menuMavenGlobal: ['Menu: Maven Global', `The student header's "Maven Global" link. ${EMPTY}`],
      homeCoursesHeading: ['Home: courses heading', `The heading above the home page's course cards. ${EMPTY}`],
      homeGroupJobOriented: ['Home: job-oriented group', `The home page's tab of job-oriented courses. ${EMPTY}`],
      homeGroupExecutive: ['Home: executive group', `The home page's tab of part-time executive certifications. ${EMPTY}`],
      homeGroupIit: ['Home: IIT group', `The home page's tab of iHUB IIT Roorkee certifications. ${EMPTY}`],
      homeGroupMtechOnline: ['Home: M.Tech and online group', `The home page's tab of the M.Tech and online courses. ${EMPTY}`],
      homeRecruitersHeading: ['Home: recruiters heading', `The heading above the recruiters' logos. ${EMPTY}`],
      testimonialsHeading: ['Testimonials heading', `The heading above the alumni quotes (home and testimonials pages). ${EMPTY}`],
      courseTabsHeading: ['Course page: courses heading', `The heading of the other-courses tabs on a course page. ${EMPTY}`],
      courseToolsHeading: ['Course page: tools heading', `The heading above a course's tools. ${EMPTY}`],
      courseEligibilityHeading: ['Course page: eligibility heading', `The heading above "who can join". ${EMPTY}`],
      courseOutcomesHeading: ['Course page: outcomes heading', `The heading above a course's outcomes. ${EMPTY}`],
      courseFactDuration: ['Course page: "Duration" label', `The label of the duration fact under a course's title. ${EMPTY}`],
      courseFactMode: ['Course page: "Mode" label', `The label of the mode fact. ${EMPTY}`],
      courseFactNextBatch: ['Course page: "Next batch" label', `The label of the next-batch fact. ${EMPTY}`],
      curriculumDownloadTitle: ['Course page: download title', `The heading of the curriculum download box; {course} becomes the course's title. ${EMPTY}`],
      curriculumDownloadDescription: ['Course page: download text', `The sentence of the curriculum download box. ${EMPTY}`],
      enterpriseFooterHeading: ['Enterprise footer heading', `The heading of the enterprise footer. ${EMPTY}`],
      enterpriseDemoSubmit: ['Enterprise demo form button', `The submit button of the enterprise demo form. ${EMPTY}`],
      footerGooglePlay: ['Footer: Google Play badge', `The app badge's text. ${EMPTY}`],
      footerAppStore: ['Footer: App Store badge', `The app badge's text. ${EMPTY}`],
      footerPrivacyPolicy: ['Footer: privacy policy link', `The footer's privacy link. ${EMPTY}`],
      footerTerms: ['Footer: terms link', `The footer's terms link. ${EMPTY}`],
      footerCompany: ['Footer: "Company" column', `The heading of the footer's company links. ${EMPTY}`],
      footerCourses: ['Footer: "Courses" column', `The heading of the footer's course links. ${EMPTY}`],
      footerOnlineCourses: ['Footer: "Online courses" column', `The heading of the footer's online course links. ${EMPTY}`],
      footerSkillTests: ['Footer: "Skill tests" column', `The heading of the footer's skill test links. ${EMPTY}`],
      footerBlog: ['Footer: "Blog" column', `The heading of the footer's blog links. ${EMPTY}`],
      notFoundTitle: ['Page not found: title', `The heading of the page-not-found page. ${EMPTY}`],
      notFoundText: ['Page not found: text', `Its sentence. ${EMPTY}`],
      notFoundHomeLink: ['Page not found: home link', `Its link to the home page. ${EMPTY}`],
      notFoundMenuHint: ['Page not found: menu hint', `The line after the link. ${EMPTY}`],
    },
  },
  'api::consent-notice.consent-notice': {
    mainField: 'version',
    fields: {
      text: ['Notice text', 'The short notice under every lead form. Required. Change the version when you change it.'],
      version: ['Version', 'Up to 40 characters, e.g. 2026-11-v2; each lead records the version it was shown. Required.'],
      optInLabel: ['Marketing opt-in label', 'The checkbox for marketing messages under the forms. Required.'],
      adMeasurementLabel: ['Ad measurement opt-in label', 'The checkbox that lets the lead be reported to ad platforms. Required.'],
      privacyLinkLabel: ['Privacy link text', 'The link to the privacy policy in the notice. Empty: the built-in text.'],
      dataRightsLinkLabel: ['Data rights link text', 'The link to the data request form. Empty: the built-in text.'],
    },
  },
};
