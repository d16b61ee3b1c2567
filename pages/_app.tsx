import type { AppProps } from 'next/app';
import SiteLayout from '../layouts/SiteLayout';
import { JsonLdHead } from '../components/common/PageHead';
import { EMPTY_LAYOUT_CONTENT } from '../lib/cms/layoutContent';
import type { PageProps } from '../lib/cms/staticProps';
import { STANDARD_LAYOUT } from '../lib/layout';
import '../styles/globals.scss';
import { captureAttribution } from '../lib/leads/attribution';
import { reportVisits } from '../lib/visits/report';
import { routeSiteLinks } from '../components/common/SmartLink';

if (typeof window !== 'undefined') {
  // The landing page's campaign (UTM, referrer), kept for the visit and carried into leads.
  // Taken as this module runs, not in an effect: hydration may end well after the page shows,
  // and a visitor who follows a link before then must not lose the campaign.
  captureAttribution();
  reportVisits();
  routeSiteLinks(document);
}

export default function App({ Component, pageProps }: AppProps<Partial<PageProps>>) {
  // Every page's data loading chose its layout and gave its layout content (lib/cms/staticProps.ts;
  // the 500 and bench pages at build time, with no CMS call); a render without page props (a
  // crash in the browser) is a standard page without menus.
  return (
    <SiteLayout
      layout={pageProps.layout ?? STANDARD_LAYOUT}
      layoutContent={pageProps.layoutContent ?? EMPTY_LAYOUT_CONTENT}
    >
      <JsonLdHead blocks={pageProps.jsonLd} />
      <Component {...pageProps} />
    </SiteLayout>
  );
}
