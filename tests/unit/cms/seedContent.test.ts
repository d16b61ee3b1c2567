// The seed's JSON (what the CMS loads at its first start) is what cms/scripts/build-seed.js writes from
// the compact modules in cms/seed/content: the courses' fees had been written into course.json
// alone, and the next run of the script dropped them from all 19 courses.
/* eslint-disable @typescript-eslint/no-require-imports */
import course from '../../../cms/seed/course.json';
import page from '../../../cms/seed/page.json';
import testimonial from '../../../cms/seed/testimonial.json';

it.each([
  ['course.json', course, '../../../cms/seed/content/courses'],
  ['page.json', page, '../../../cms/seed/content/pages'],
  ['testimonial.json', testimonial, '../../../cms/seed/content/testimonials'],
])('%s is what build-seed writes from its content module', (_file, json, module) => {
  expect(json.entries).toEqual(JSON.parse(JSON.stringify(require(module))));
});
