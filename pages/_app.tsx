import type { AppProps } from 'next/app';
import SiteLayout from '../layouts/SiteLayout';
import { DEFAULT_LAYOUT_CONTENT } from '../lib/cms/defaults';
import type { PageProps } from '../lib/cms/staticProps';
import { STANDARD_LAYOUT } from '../lib/layout';
import '../styles/globals.scss';
import { hydrateInTransition } from '../lib/perf/transitionHydration';
import { captureAttribution } from '../lib/leads/attribution';

if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  hydrateInTransition(require('react-dom/client'));
  // The landing page's campaign (UTM, referrer), kept for the visit and carried into leads.
  // Taken as this module runs, not in an effect: hydration is sliced and may end well after
  // the page shows, and a visitor who follows a link before then must not lose the campaign.
  captureAttribution();
}

export default function App({ Component, pageProps }: AppProps<Partial<PageProps>>) {
  // Every page's data loading chose its layout (lib/cms/staticProps.ts); a page without one
  // (the 500 page, which must render when everything else fails) is a standard page.
  return (
    <SiteLayout
      layout={pageProps.layout ?? STANDARD_LAYOUT}
      layoutContent={pageProps.layoutContent ?? DEFAULT_LAYOUT_CONTENT}
      apolloState={pageProps.__APOLLO_STATE__}
    >
      <Component {...pageProps} />
    </SiteLayout>
  );
}
