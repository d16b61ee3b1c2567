import { createContext, useContext } from 'react';
import { NO_TEXTS } from '../../lib/cms/layoutContent';
import type { SiteTexts } from '../../lib/cms/types';

// The words of the site that belong to no entry (the CMS's siteText, with the page's layout content),
// for whichever component shows one. Outside a layout, no words: the seed's stay on the server.
const SiteTextsContext = createContext<SiteTexts>(NO_TEXTS);

export const SiteTextsProvider = SiteTextsContext.Provider;
export const useSiteTexts = () => useContext(SiteTextsContext);

/**
 * A site text with its placeholders filled: `{course}` (a course's title), `{title}` (a page's, in
 * pageTitle and homePageTitle; a document's in the download form's texts), `{year}` (footerCopyright),
 * `{n}` (courseModuleLabel, the lead form's message count), `{max}` (that count's limit).
 */
export const fillText = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text);
