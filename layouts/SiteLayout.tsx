import { useMemo, type ReactNode } from 'react';
import EnterpriseHeader from '../components/header/EnterpriseHeader';
import MarketingHeader from '../components/header/MarketingHeader';
import StandardHeader from '../components/header/StandardHeader';
import { deferHydration } from '../components/common/deferHydration';
import { SiteTextsProvider } from '../components/common/SiteTexts';
import { ConsentProvider } from '../components/leads/ConsentContext';
import { FormTextsProvider } from '../components/leads/FormTexts';
import { DemoPopupProvider } from '../components/leads/DemoPopupContext';
import ScrollToTop from '../components/widgets/ScrollToTop';
// Follows navigations from the first load on, for the route loader that comes later.
import '../components/widgets/routeProgress';
// The footers' styles come with the first paint (their code does not: below).
import '../components/footer/footer.module.scss';
import type { LayoutContent, ContactData } from '../lib/cms/types';
import * as publicEnv from '../lib/env/public';
import { useNavScroll } from '../lib/hooks/useNavScroll';
import { LayoutProvider } from '../components/common/LayoutContext';
import type { Layout } from '../lib/layout';
import { CONSENT_DEFAULTS } from '../lib/constants';

// Server-rendered whole, not first-load JavaScript (components/common/deferHydration.tsx). The footers
// run nothing (links, a native popup opener): kept as the server's HTML, keyed by what differs by page.
// The floating contact buttons, route loader and preview banner hydrate when the page is idle.
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, dropped from the browser's build */
const StandardFooter = deferHydration(() => import('../components/footer/StandardFooter'), 'static', typeof window === 'undefined' ? require('../components/footer/StandardFooter').default : undefined);
const EnterpriseFooter = deferHydration(() => import('../components/footer/EnterpriseFooter'), 'static', typeof window === 'undefined' ? require('../components/footer/EnterpriseFooter').default : undefined);
const QuickContact = deferHydration(() => import('../components/widgets/QuickContact'), 'idle', typeof window === 'undefined' ? require('../components/widgets/QuickContact').default : undefined);
const RouteLoader = deferHydration(() => import('../components/widgets/RouteLoader'), 'idle', typeof window === 'undefined' ? require('../components/widgets/RouteLoader').default : undefined);
const PreviewBanner = deferHydration(() => import('../components/common/PreviewBanner'), 'idle', typeof window === 'undefined' ? require('../components/common/PreviewBanner').default : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** The one contact fallback: the layout's contact set from the CMS, else the header button's contacts. */
function pageContacts(layoutContent: LayoutContent): ContactData {
  const button = layoutContent.headerButton;
  return layoutContent.contacts
    ?? { email: button.admissionemailForHeader, phoneNumber: button.headerPhoneNumber, whatsappNumber: button.whatsappNumberForHeader };
}

interface Props { layout: Layout; layoutContent: LayoutContent; children: ReactNode }

/** Renders the layout the page's data loading chose (lib/layout.ts) and hands the choices down; decides nothing itself. */
export default function SiteLayout({ layout, layoutContent: cmsContent, children }: Props) {
  const scroll = useNavScroll();
  // Headers, widgets and the popup all read these same contacts (no second fallback). Kept while
  // the page is the same: a deferred part that got new props before its code would lose its HTML.
  const { layoutContent, contacts } = useMemo(() => {
    const pageContact = pageContacts(cmsContent);
    return { contacts: pageContact, layoutContent: { ...cmsContent, contacts: pageContact } as LayoutContent };
  }, [cmsContent]);
  const { texts } = layoutContent;

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
          <DemoPopupProvider contacts={contacts} popups={layoutContent.popups}>
            <a href="#main" className="skip-link">{texts.skipToContent}</a>
            {header}
            <main id="main">{children}</main>
            {layout.footer === 'standard'
              && <StandardFooter key={String(layout.socialLinksDisabled)} layoutContent={layoutContent}
                socialLinksDisabled={layout.socialLinksDisabled} />}
            {layout.footer === 'enterprise' && <EnterpriseFooter layoutContent={layoutContent} />}
            {/* Floating shortcuts live in a landmark too, so screen-reader users can find them. */}
            <aside aria-label="Quick contact">
              <QuickContact contacts={contacts} showWhatsApp={layout.showWhatsApp} providerScript={publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL} />
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
