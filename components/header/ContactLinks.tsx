import type { ContactData } from '../../lib/cms/types';
import { mailHref, telHref, whatsappHref } from '../../lib/links';
import styles from './header.module.scss';

/** Email, phone and WhatsApp of a marketing or M.Tech header (spec §9). */
export default function ContactLinks({ contacts, whatsapp = true }: { contacts: ContactData; whatsapp?: boolean }) {
  return (
    <ul className={styles.contacts} aria-label="Contact us">
      <li><a href={mailHref(contacts.email)}>{contacts.email}</a></li>
      <li><a href={telHref(contacts.phoneNumber)}>{contacts.phoneNumber}</a></li>
      {whatsapp && (
        <li><a href={whatsappHref(contacts.whatsappNumber)} target="_blank" rel="noopener noreferrer">WhatsApp {contacts.whatsappNumber}</a></li>
      )}
    </ul>
  );
}
