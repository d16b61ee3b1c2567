import type { AppProps } from 'next/app';
import { selectLayout } from '../layouts/selectLayout';
import SiteLayout from '../layouts/SiteLayout';
import { DEFAULT_CHROME } from '../lib/cms/defaults';
import type { Chrome } from '../lib/cms/types';
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

type PageProps = { chrome?: Chrome; path?: string; __APOLLO_STATE__?: Record<string, unknown> };

export default function App({ Component, pageProps, router }: AppProps<PageProps>) {
  // Pages built by getStaticProps pass their own path; others (e.g. errors) use the URL.
  const path = pageProps.path ?? router.asPath;
  return (
    <SiteLayout layout={selectLayout(path)} chrome={pageProps.chrome ?? DEFAULT_CHROME} apolloState={pageProps.__APOLLO_STATE__}>
      <Component {...pageProps} />
    </SiteLayout>
  );
}
