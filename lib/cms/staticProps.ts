// getStaticProps for pages: furniture from the CMS, regenerated in the background (ISR).
import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverEnv } from '../env';
import { getChrome, STANDARD_NEEDS } from './index';
import type { ChromeNeeds } from './types';

/** When the CMS did not answer, try again soon rather than after the full period. */
export const RETRY_SECONDS = 5;

/**
 * The layout (decided outside lib/, in layouts/) says which furniture a path needs; it travels
 * to chromeStaticProps with the static-props context, so every getStaticProps in between stays as it is.
 */
type WithNeeds = GetStaticPropsContext & { chromeNeeds?: (path: string) => ChromeNeeds };

export function withChromeNeeds(getStaticProps: GetStaticProps, chromeNeeds: (path: string) => ChromeNeeds): GetStaticProps {
  return (ctx) => getStaticProps({ ...ctx, chromeNeeds } as WithNeeds);
}

export function chromeStaticProps<P extends Record<string, unknown>>(
  path: string,
  pageProps?: (ctx: GetStaticPropsContext) => Promise<P>,
): GetStaticProps {
  return async (ctx) => {
    const needs = (ctx as WithNeeds).chromeNeeds?.(path) ?? STANDARD_NEEDS;
    const [{ props, ok }, extra] = await Promise.all([getChrome(needs), pageProps ? pageProps(ctx) : Promise.resolve({} as P)]);
    return { props: { ...props, ...extra, path }, revalidate: ok ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}
