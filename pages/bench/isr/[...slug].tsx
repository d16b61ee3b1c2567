// Second baseline for bench/throughput.mjs: the empty page, served the way course pages are
// (catch-all route, getStaticProps with ISR). Next's own cost of serving such a page from its
// cache is far above a static page's; measuring it tells that cost apart from our pages' own.
// One path, /bench/isr/empty, only in a build made for benchmarks (BENCH_PAGES=1 at build
// time: `fallback: false` fixes the paths then); never linked or indexed.
import type { GetStaticPaths, GetStaticProps } from 'next';
import { serverEnv } from '../../../lib/env';
import { benchProps } from '../empty';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: serverEnv.BENCH_PAGES ? [{ params: { slug: ['empty'] } }] : [], fallback: false });
export const getStaticProps: GetStaticProps = async () => ({ props: benchProps, revalidate: serverEnv.CMS_REVALIDATE_SECONDS });

export { default } from '../empty';
