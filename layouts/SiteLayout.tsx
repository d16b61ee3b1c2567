import type { ReactNode } from 'react';
import EnterpriseFooter from '../components/footer/EnterpriseFooter';
import StandardFooter from '../components/footer/StandardFooter';
import EnterpriseHeader from '../components/header/EnterpriseHeader';
import MarketingHeader from '../components/header/MarketingHeader';
import StandardHeader from '../components/header/StandardHeader';
import PreviewBanner from '../components/common/PreviewBanner';
import { SiteTextsProvider } from '../components/common/SiteTexts';
import { ConsentProvider } from '../components/leads/ConsentContext';
import { DemoPopupProvider } from '../components/leads/DemoPopupContext';
import ChatWidget from '../components/widgets/ChatWidget';
import ContactWidgets from '../components/widgets/ContactWidgets';
import RouteLoader from '../components/widgets/RouteLoader';
import ScrollToTop from '../components/widgets/ScrollToTop';
import { DEFAULT_CHROME } from '../lib/cms/defaults';
import type { Chrome, ContactData } from '../lib/cms/types';
import * as publicEnv from '../lib/env/public';
import { useNavScroll } from '../lib/hooks/useNavScroll';
import { LayoutProvider } from './LayoutContext';
import type { Layout } from './selectLayout';

/** The one contact fallback: the layout's contact set from the CMS, else the header button's contacts. */
export function pageContacts(chrome: Chrome): ContactData {
  const button = chrome.headerButton;
  return chrome.contacts ?? { email: button.admissionemailForHeader, phoneNumber: button.headerPhoneNumber, whatsappNumber: button.whatsappNumberForHeader };
}

interface Props { layout: Layout; chrome: Chrome; apolloState?: Record<string, unknown>; children: ReactNode }

/** Renders what selectLayout decided and hands the choices down; decides nothing itself. */
export default function SiteLayout({ layout, chrome: cmsChrome, apolloState, children }: Props) {
  const scroll = useNavScroll();
  const contacts = pageContacts(cmsChrome);
  // Headers, widgets and the popup all read these same contacts (no second fallback).
  const chrome: Chrome = { ...cmsChrome, contacts };

  let header: ReactNode;
  if (layout.header === 'standard') header = <StandardHeader chrome={chrome} scroll={scroll} />;
  else if (layout.header === 'enterprise') header = <EnterpriseHeader scroll={scroll} chrome={chrome} />;
  else header = <MarketingHeader kind={layout.header} chrome={chrome} contacts={contacts} showWhatsApp={layout.showWhatsApp} scroll={scroll} />;

  return (
    <LayoutProvider value={layout}>
      <SiteTextsProvider value={chrome.texts ?? DEFAULT_CHROME.texts}>
        <ConsentProvider value={chrome.consent ?? DEFAULT_CHROME.consent}>
          <DemoPopupProvider apolloState={apolloState} contacts={contacts}>
            <a href="#main" className="skip-link">Skip to content</a>
            {header}
            <main id="main">{children}</main>
            {layout.footer === 'standard' && <StandardFooter chrome={chrome} socialLinksDisabled={layout.socialLinksDisabled} />}
            {layout.footer === 'enterprise' && <EnterpriseFooter chrome={chrome} />}
            {/* Floating shortcuts live in a landmark too, so screen-reader users can find them. */}
            <aside aria-label="Quick contact">
              <ContactWidgets phone={contacts.phoneNumber} whatsapp={contacts.whatsappNumber} showWhatsApp={layout.showWhatsApp} />
              <ChatWidget contacts={contacts} providerScript={publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL} />
              <ScrollToTop visible={scroll.showScrollTop} />
            </aside>
            <RouteLoader />
            <PreviewBanner />
          </DemoPopupProvider>
        </ConsentProvider>
      </SiteTextsProvider>
    </LayoutProvider>
  );
}
