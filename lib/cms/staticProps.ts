// getStaticProps for pages: furniture from the CMS, regenerated in the background (ISR).
import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverEnv } from '../env';
import { getChrome } from './index';
import { forPage } from './query';

/** When the CMS did not answer, try again soon rather than after the full period. */
export const RETRY_SECONDS = 5;

export function chromeStaticProps<P extends Record<string, unknown>>(
  path: string,
  pageProps?: (ctx: GetStaticPropsContext) => Promise<P>,
): GetStaticProps {
  return async (ctx) => {
    const draft = ctx.draftMode === true;
    const [{ props, ok }, extra] = await forPage(path, () => Promise.all([getChrome(path, draft), pageProps ? pageProps(ctx) : Promise.resolve({} as P)]));
    return { props: { ...props, ...extra, path }, revalidate: ok ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}
