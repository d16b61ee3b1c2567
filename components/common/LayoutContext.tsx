import { createContext, useContext } from 'react';
import { STANDARD_LAYOUT, type Layout } from '../../lib/layout';

// The page's layout, decided once by the page's data loading (lib/cms/staticProps.ts) and read
// by whatever needs a choice (PopupButton: which popup, which lead source). Nothing below
// recomputes it.
const LayoutContext = createContext<Layout>(STANDARD_LAYOUT);

export const LayoutProvider = LayoutContext.Provider;
export const useLayout = () => useContext(LayoutContext);
