import type { ContactData } from '../../lib/cms/types';
import { mailHref, telHref, whatsappHref } from '../../lib/links';
import styles from './header.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

/** Email, phone and WhatsApp of a marketing or M.Tech header (spec §9). Each `title` is the full
 *  text: on a narrow desktop a long CMS address is cut with an ellipsis as a last resort. */
export default function ContactLinks({ contacts, whatsapp = true }: { contacts: ContactData; whatsapp?: boolean }) {
  const texts = useSiteTexts();
  const whatsappText = `${texts.whatsappLabel} ${contacts.whatsappNumber}`;
  return (
    <ul className={styles.contacts} aria-label="Contact us">
      <li><a href={mailHref(contacts.email)} title={contacts.email}>{contacts.email}</a></li>
      <li><a href={telHref(contacts.phoneNumber)} title={contacts.phoneNumber}>{contacts.phoneNumber}</a></li>
      {whatsapp && (
        <li>
          <a href={whatsappHref(contacts.whatsappNumber, texts.whatsappPrefill)} target="_blank" rel="noopener noreferrer" title={whatsappText}>{whatsappText}</a>
        </li>
      )}
    </ul>
  );
}
