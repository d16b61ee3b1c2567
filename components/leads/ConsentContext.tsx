import { createContext, useContext } from 'react';
import { DEFAULT_CHROME } from '../../lib/cms/defaults';
import type { ConsentNotice } from '../../lib/cms/types';

// The page's consent notice (from the CMS with the page's furniture), for whichever lead form
// the page shows: the popups' forms and the download forms read the same words and version.
const ConsentContext = createContext<ConsentNotice>(DEFAULT_CHROME.consent);

export const ConsentProvider = ConsentContext.Provider;
export const useConsentNotice = () => useContext(ConsentContext);
