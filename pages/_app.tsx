import type { AppProps } from 'next/app';
import { selectLayout } from '../layouts/selectLayout';
import SiteLayout from '../layouts/SiteLayout';
import { DEFAULT_CHROME } from '../lib/cms/defaults';
import type { Chrome } from '../lib/cms/types';
import '../styles/globals.scss';
import { hydrateInTransition } from '../lib/client/transitionHydration';

// eslint-disable-next-line @typescript-eslint/no-require-imports
if (typeof window !== 'undefined') hydrateInTransition(require('react-dom/client'));

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
