// The words that belong to no entry live in the CMS's siteText single type. Its seed,
// its schema, the site's query and the site's own words (shown while the CMS cannot answer) must
// name the same texts, or a text a marketer edits would never reach the page.
import seed from '../../../../cms/seed/site-text.json';
import schema from '../../../../cms/src/api/site-text/content-types/site-text/schema.json';
import { LAYOUT } from '../../../../graphql/queries';
import { SITE_TEXT_DEFAULTS } from '../../../../lib/cms/siteTexts';
import { toSiteTexts } from '../../../../lib/cms/layoutContent';
import { answer } from './answer';
import { selected } from './selected';

const keys = Object.keys(SITE_TEXT_DEFAULTS).sort();

it('the seed holds exactly the site\'s own words, and the schema and the query name every one', () => {
  expect(seed.data).toEqual(SITE_TEXT_DEFAULTS);
  expect(Object.keys(schema.attributes).sort()).toEqual(keys);
  expect(selected(LAYOUT, 'siteText').sort()).toEqual(keys);
});

it('takes each word the CMS gives, trimmed, and keeps the site\'s own for an empty or missing one', () => {
  const texts = toSiteTexts(answer({ siteText: { data: { attributes: { homeCoursesHeading: '  Our programmes ', menuBlog: '', courseFactMode: null } } } }), SITE_TEXT_DEFAULTS);
  expect(texts.homeCoursesHeading).toBe('Our programmes');
  expect(texts.menuBlog).toBe('Blog');
  expect(texts.courseFactMode).toBe('Mode');
  expect(toSiteTexts(null, SITE_TEXT_DEFAULTS)).toEqual(SITE_TEXT_DEFAULTS);
});
