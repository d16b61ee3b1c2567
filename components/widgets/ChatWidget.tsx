import { useEffect, useId, useRef } from 'react';
import type { ContactData } from '../../lib/cms/types';
import { mailHref, telHref, whatsappHref } from '../../lib/links';
import { usePopover } from '../common/usePopover';
import { useSiteTexts } from '../common/SiteTexts';
import styles from './widgets.module.scss';

/**
 * A light button and a panel of the direct contact channels, the browser's own popover: a tap
 * opens it as soon as it is painted, before this code has come, and Escape or a press outside
 * closes it and hands focus back to the button. WhatsApp only where the layout offers it (spec §9:
 * not on the M.Tech pages). The chat provider's script (if one is configured) is requested only
 * once the panel has opened, so no third party loads on a page view.
 */
export default function ChatWidget({ contacts, showWhatsApp, providerScript }: {
  contacts: ContactData; showWhatsApp: boolean; providerScript?: string;
}) {
  const id = useId();
  const { ref: panel, open, onToggle } = usePopover<HTMLDivElement>();
  const requested = useRef(false);
  const texts = useSiteTexts();

  useEffect(() => {
    if (!open || !providerScript || requested.current) return;
    requested.current = true;
    const script = document.createElement('script');
    script.src = providerScript;
    script.async = true;
    document.body.appendChild(script);
  }, [open, providerScript]);

  // A non-modal dialog as the WAI-ARIA pattern describes it: focus moves into it.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open, panel]);

  return (
    <div className={styles.chat}>
      <div ref={panel} id={id} popover="auto" role="dialog" aria-label="Chat with us" className={styles.chatPanel} onToggle={onToggle}>
        <p>{texts.chatIntro}</p>
        <ul>
          {showWhatsApp && <li><a href={whatsappHref(contacts.whatsappNumber, texts.whatsappPrefill)} target="_blank" rel="noopener noreferrer">{texts.chatWhatsApp}</a></li>}
          <li><a href={telHref(contacts.phoneNumber)}>{texts.chatCall} {contacts.phoneNumber}</a></li>
          <li><a href={mailHref(contacts.email)}>{contacts.email}</a></li>
        </ul>
      </div>
      <button type="button" className={styles.chatButton} popoverTarget={id} aria-expanded={open} aria-label={open ? 'Close chat' : 'Open chat'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26"><path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"/></svg>
      </button>
    </div>
  );
}
