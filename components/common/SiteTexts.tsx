import { createContext, useContext } from 'react';
import { SITE_TEXT_DEFAULTS } from '../../lib/constants';
import type { SiteTexts } from '../../lib/cms/types';

// The words of the site that belong to no entry (the CMS's siteText, with the page's layout content),
// for whichever component shows one; the site's own words outside a page (tests, the 500 page).
const SiteTextsContext = createContext<SiteTexts>(SITE_TEXT_DEFAULTS);

export const SiteTextsProvider = SiteTextsContext.Provider;
export const useSiteTexts = () => useContext(SiteTextsContext);

/** A title template (site texts pageTitle, homePageTitle) with `{title}` in it, for one page. */
export const pageTitle = (template: string, title: string) => template.replaceAll('{title}', title);

/** A text with `{course}` in it, for one course. */
export const forCourse = (text: string, title: string) => text.replaceAll('{course}', title);
