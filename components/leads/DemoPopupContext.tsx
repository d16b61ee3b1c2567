import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** Which CMS popup opens: the header's free demo, the footer's refer-and-earn, or the enterprise demo. */
export type PopupKind = 'header' | 'referAndEarn' | 'enterprise';

const OpenPopup = createContext<(kind: PopupKind) => void>(() => {});

// The dialog, its form, Apollo and the phone/captcha libraries stay out of first-load
// JavaScript: the chunk is fetched when a visitor first asks for the popup.
const DemoPopup = dynamic(() => import('./DemoPopup'), { ssr: false });

export function DemoPopupProvider({ children, apolloState }: { children: ReactNode; apolloState?: Record<string, unknown> }) {
  const [kind, setKind] = useState<PopupKind | null>(null);
  const open = useCallback((k: PopupKind) => setKind(k), []);
  return (
    <OpenPopup.Provider value={open}>
      {children}
      {kind && <DemoPopup kind={kind} apolloState={apolloState} onClose={() => setKind(null)} />}
    </OpenPopup.Provider>
  );
}

export const useOpenPopup = () => useContext(OpenPopup);
