import { telHref, whatsappHref } from '../../lib/links';
import styles from './widgets.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

/** The fixed phone link (every page) and the floating WhatsApp button (where the layout allows it). */
export default function ContactWidgets({ phone, whatsapp, showWhatsApp }: { phone: string; whatsapp: string; showWhatsApp: boolean }) {
  const texts = useSiteTexts();
  return (
    <>
      <a className={styles.phone} href={telHref(phone)} aria-label={`Call us at ${phone}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"/></svg>
      </a>
      {showWhatsApp && (
        <a className={styles.whatsapp} href={whatsappHref(whatsapp, texts.whatsappPrefill)} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28"><path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.9-2.8-1.2-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.1 1 2 1.3 2.3 1.4.3.2.5.1.6 0l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3Z"/></svg>
        </a>
      )}
    </>
  );
}
