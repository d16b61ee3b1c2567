import { useEffect, useRef, useState } from 'react';
import type { ContactData } from '../../lib/cms/types';
import { mailHref, telHref, whatsappHref } from '../../lib/links';
import styles from './widgets.module.scss';

/**
 * A light button. The chat provider's script (if one is configured) is requested only
 * after the visitor clicks, so no third party loads on a page view. Without a provider
 * the button offers the direct contact channels instead.
 */
export default function ChatWidget({ contacts, providerScript }: { contacts: ContactData; providerScript?: string }) {
  const [open, setOpen] = useState(false);
  const requested = useRef(false);

  useEffect(() => {
    if (!open || !providerScript || requested.current) return;
    requested.current = true;
    const script = document.createElement('script');
    script.src = providerScript;
    script.async = true;
    document.body.appendChild(script);
  }, [open, providerScript]);

  return (
    <div className={styles.chat}>
      {open && !providerScript && (
        <div role="dialog" aria-label="Chat with us" className={styles.chatPanel}>
          <p>Talk to an admissions counsellor:</p>
          <ul>
            <li><a href={whatsappHref(contacts.whatsappNumber)} target="_blank" rel="noopener noreferrer">WhatsApp</a></li>
            <li><a href={telHref(contacts.phoneNumber)}>Call {contacts.phoneNumber}</a></li>
            <li><a href={mailHref(contacts.email)}>{contacts.email}</a></li>
          </ul>
        </div>
      )}
      <button type="button" className={styles.chatButton} aria-expanded={open} aria-label={open ? 'Close chat' : 'Open chat'} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26"><path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"/></svg>
      </button>
    </div>
  );
}
