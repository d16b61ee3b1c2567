import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ContactData } from '../../lib/cms/types';
import type { PopupKind } from '../../lib/layout';
import type { LeadSource } from '../../lib/leads/source';

/**
 * Which popup opens: the header's free demo, the footer's refer-and-earn, the enterprise
 * header's demo (submits nothing, spec §2) or the enterprise lead form of enterprise
 * call-to-actions.
 */

/** Opens a popup; `source`: the lead-source values of the button that opened it (spec §3). */
type Open = (kind: PopupKind, source?: LeadSource) => void;
const OpenPopup = createContext<Open>(() => {});

// The dialog, its form, Apollo and the phone/captcha libraries stay out of first-load
// JavaScript: the chunk is fetched when a visitor first asks for the popup.
const DemoPopup = dynamic(() => import('./DemoPopup'), { ssr: false });

interface Props { children: ReactNode; apolloState?: Record<string, unknown>; contacts: ContactData | null }

export function DemoPopupProvider({ children, apolloState, contacts }: Props) {
  const [open, setOpen] = useState<{ kind: PopupKind; source: LeadSource } | null>(null);
  const show = useCallback<Open>((kind, source = {}) => setOpen({ kind, source }), []);
  return (
    <OpenPopup.Provider value={show}>
      {children}
      {open && (
        <DemoPopup kind={open.kind} source={open.source} contacts={contacts} apolloState={apolloState} onClose={() => setOpen(null)} />
      )}
    </OpenPopup.Provider>
  );
}

export const useOpenPopup = () => useContext(OpenPopup);
