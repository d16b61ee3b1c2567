import { createContext, useContext } from 'react';
import { selectLayout, type Layout } from './selectLayout';

// The page's layout, decided once by _app (selectLayout) and read by whatever needs a choice
// (PopupButton: which popup, which lead source). Nothing below recomputes it.
const LayoutContext = createContext<Layout>(selectLayout('/'));

export const LayoutProvider = LayoutContext.Provider;
export const useLayout = () => useContext(LayoutContext);
