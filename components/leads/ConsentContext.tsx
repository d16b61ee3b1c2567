import { createContext, useContext } from 'react';
import { CONSENT_DEFAULTS } from '../../lib/constants';
import type { ConsentNotice } from '../../lib/cms/types';

// The page's consent notice (from the CMS with the page's layout content), for whichever lead form
// the page shows: the popups' forms and the download forms read the same words and version.
const ConsentContext = createContext<ConsentNotice>(CONSENT_DEFAULTS);

export const ConsentProvider = ConsentContext.Provider;
export const useConsentNotice = () => useContext(ConsentContext);
