import type { ReactNode } from 'react';
import EnterpriseFooter from '../components/footer/EnterpriseFooter';
import StandardFooter from '../components/footer/StandardFooter';
import EnterpriseHeader from '../components/header/EnterpriseHeader';
import MarketingHeader from '../components/header/MarketingHeader';
import StandardHeader from '../components/header/StandardHeader';
import PreviewBanner from '../components/common/PreviewBanner';
import { SiteTextsProvider } from '../components/common/SiteTexts';
import { ConsentProvider } from '../components/leads/ConsentContext';
import { FormTextsProvider } from '../components/leads/FormTexts';
import { DemoPopupProvider } from '../components/leads/DemoPopupContext';
import ChatWidget from '../components/widgets/ChatWidget';
import ContactWidgets from '../components/widgets/ContactWidgets';
import RouteLoader from '../components/widgets/RouteLoader';
import ScrollToTop from '../components/widgets/ScrollToTop';
import type { LayoutContent, ContactData } from '../lib/cms/types';
import * as publicEnv from '../lib/env/public';
import { useNavScroll } from '../lib/hooks/useNavScroll';
import { LayoutProvider } from '../components/common/LayoutContext';
import type { Layout } from '../lib/layout';
import { CONSENT_DEFAULTS, SITE_TEXT_DEFAULTS } from '../lib/constants';

/** The one contact fallback: the layout's contact set from the CMS, else the header button's contacts. */
function pageContacts(layoutContent: LayoutContent): ContactData {
  const button = layoutContent.headerButton;
  return layoutContent.contacts
    ?? { email: button.admissionemailForHeader, phoneNumber: button.headerPhoneNumber, whatsappNumber: button.whatsappNumberForHeader };
}

interface Props { layout: Layout; layoutContent: LayoutContent; apolloState?: Record<string, unknown>; children: ReactNode }

/** Renders the layout the page's data loading chose (lib/layout.ts) and hands the choices down; decides nothing itself. */
export default function SiteLayout({ layout, layoutContent: cmsContent, apolloState, children }: Props) {
  const scroll = useNavScroll();
  const contacts = pageContacts(cmsContent);
  // Headers, widgets and the popup all read these same contacts (no second fallback).
  const layoutContent: LayoutContent = { ...cmsContent, contacts };
  const texts = layoutContent.texts ?? SITE_TEXT_DEFAULTS;

  let header: ReactNode;
  if (layout.header === 'standard') header = <StandardHeader layoutContent={layoutContent} scroll={scroll} />;
  else if (layout.header === 'enterprise') header = <EnterpriseHeader scroll={scroll} layoutContent={layoutContent} />;
  else {
    header = (
      <MarketingHeader
        kind={layout.header} layoutContent={layoutContent} contacts={contacts} showWhatsApp={layout.showWhatsApp} scroll={scroll}
      />
    );
  }

  return (
    <LayoutProvider value={layout}>
      <SiteTextsProvider value={texts}>
        <ConsentProvider value={layoutContent.consent ?? CONSENT_DEFAULTS}><FormTextsProvider value={layoutContent.forms ?? null}>
          <DemoPopupProvider apolloState={apolloState} contacts={contacts}>
            <a href="#main" className="skip-link">{texts.skipToContent}</a>
            {header}
            <main id="main">{children}</main>
            {layout.footer === 'standard' && <StandardFooter layoutContent={layoutContent} socialLinksDisabled={layout.socialLinksDisabled} />}
            {layout.footer === 'enterprise' && <EnterpriseFooter layoutContent={layoutContent} />}
            {/* Floating shortcuts live in a landmark too, so screen-reader users can find them. */}
            <aside aria-label="Quick contact">
              <ContactWidgets phone={contacts.phoneNumber} whatsapp={contacts.whatsappNumber} showWhatsApp={layout.showWhatsApp} />
              <ChatWidget contacts={contacts} showWhatsApp={layout.showWhatsApp} providerScript={publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL} />
              <ScrollToTop visible={scroll.showScrollTop} />
            </aside>
            <RouteLoader />
            <PreviewBanner />
          </DemoPopupProvider>
        </FormTextsProvider></ConsentProvider>
      </SiteTextsProvider>
    </LayoutProvider>
  );
}
