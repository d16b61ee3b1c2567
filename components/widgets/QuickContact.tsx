import type { ContactData } from '../../lib/cms/types';
import ChatWidget from './ChatWidget';
import ContactWidgets from './ContactWidgets';

/** The floating contact buttons (phone, WhatsApp, chat): one part, hydrated when the page is idle (layouts/SiteLayout.tsx). */
export default function QuickContact({ contacts, showWhatsApp, providerScript }: {
  contacts: ContactData; showWhatsApp: boolean; providerScript?: string;
}) {
  return (
    <>
      <ContactWidgets phone={contacts.phoneNumber} whatsapp={contacts.whatsappNumber} showWhatsApp={showWhatsApp} />
      <ChatWidget contacts={contacts} showWhatsApp={showWhatsApp} providerScript={providerScript} />
    </>
  );
}
