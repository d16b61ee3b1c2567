// The routes of spec §2 that the site serves, written once. Most are CMS entries (course or
// page); these lists say which pages have their own file and which the sitemap leaves out.

/** Paths with their own file under pages/: the catch-all route must not generate them. */
export const OWN_PAGE_PATHS = [
  '/', '/enterprise', '/mtech-in-vlsi-design', '/best-vlsi-training-institute', '/thank-you', '/vlsi/free-vlsi-training-courses',
  '/data-rights', '/confirm',
];

/** Served by a page file without a CMS entry; listed in the sitemap as they are. */
export const STATIC_ROUTES = ['/vlsi/free-vlsi-training-courses', '/data-rights'];

/**
 * Left out of the sitemap: reached after a form is sent, not a page to land on from a search.
 * Still crawlable and indexable (SEO 100 on every route); leads are counted from
 * what the CMS receives, never from visits to this page.
 */
export const UNLISTED_PATHS = ['/thank-you'];

/** Course routes of spec §2 (+ the IIT-certification and M.Tech pages). */
export const SPEC_COURSE_ROUTES = [
  '/ihub-roorkee-iit-certification-course-asic-verification', '/ihub-iit-roorkee-course-physical-design', '/ihub-roorkee-iit-online-course-dft',
  '/ihub-roorkee-iit-course-vlsi-soc-design', '/ihub-roorkee-iit-classes-risc-v-ip-design', '/ihub-roorkee-iit-online-classes-risv-v-ip-verification',
  '/embedded-systems-course', '/vlsi-design-functional-verification-job-oriented-course', '/asic-verification', '/advanced-vlsi-design-and-dft-course',
  '/physical-design-and-verification-course', '/executive-certification-on-embedded-system-design', '/executive-certification-in-risc-v-system-on-chip-soc-design',
  '/executive-certification-in-vlsi-design-methodologies', '/executive-certification-in-asic-verification', '/executive-certification-on-physical-design',
  '/executive-certification-on-design-for-testability', '/best-vlsi-courses/iit-certification-IC-packaging-and-manufacturing-course', '/mtech-in-vlsi-design',
];

/** "Routes linked" of spec §2 other than courses, the enterprise routes, and the interview-question pages. */
export const SPEC_PAGE_ROUTES = [
  '/', '/vlsi-design-internship', '/placement', '/application', '/risc-v-trainings', '/arm-approved-training-partner', '/best-vlsi-training-institute',
  '/iit-roorkee-online-courses', '/ihub-iit-roorkee-online-courses', '/online-vlsi-design-verification-course', '/online-vlsi-design-course',
  '/online-vlsi-design-verilog-hdl-course', '/online-vlsi-verification-systemverilog-uvm-course', '/free-vlsi-courses', '/vlsi-projects', '/vlsi-podcast',
  '/free-vlsi-workshop', '/about-us', '/university', '/partners', '/connect-with-us', '/vlsi-training-institute-review-testimonial', '/enterprise',
  '/privacy-policy', '/terms-and-conditions', '/maven-career', '/vlsi-training-bangalore-contact-us', '/vlsi-jobs-for-freshers',
  '/vlsi/free-vlsi-training-courses', '/vlsi-training-institute-in-hyderabad', '/vlsi-design', '/thank-you',
  '/vlsi-interview-questions', '/vlsi-jobs/verilog-interview-questions', '/vlsi-jobs/systemverilog-interview-questions',
  '/vlsi-jobs/uvm-interview-questions', '/vlsi-jobs/physical-design-interview-questions',
  '/enterprise/about-us', '/enterprise/our-industry-partners', '/enterprise/corporate-training', '/enterprise/vlsi-training-calendar',
  '/enterprise/vlsi-training-case-studies', '/enterprise/corporate-hire-talent', '/enterprise/vlsi-technical-blog',
  '/enterprise/vlsi-technical-resources', '/enterprise/contact-us',
];

export const SPEC_ROUTES = [...SPEC_COURSE_ROUTES, ...SPEC_PAGE_ROUTES];

/** Pages whose content lists courses or testimonials: they change when those do. */
export const COURSE_LIST_PATHS = ['/', '/best-vlsi-training-institute'];
export const TESTIMONIAL_PATHS = ['/', '/vlsi-training-institute-review-testimonial'];
