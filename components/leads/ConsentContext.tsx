import { createContext, useContext } from 'react';
import { DEFAULT_LAYOUT_CONTENT } from '../../lib/cms/defaults';
import type { ConsentNotice } from '../../lib/cms/types';

// The page's consent notice (from the CMS with the page's layout content), for whichever lead form
// the page shows: the popups' forms and the download forms read the same words and version.
const ConsentContext = createContext<ConsentNotice>(DEFAULT_LAYOUT_CONTENT.consent);

export const ConsentProvider = ConsentContext.Provider;
export const useConsentNotice = () => useContext(ConsentContext);
