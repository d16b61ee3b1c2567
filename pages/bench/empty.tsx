import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { DEFAULT_LAYOUT_CONTENT } from '../../lib/cms/defaults';
import { serverEnv } from '../../lib/env';
import { STANDARD_LAYOUT } from '../../lib/layout';

// Baseline for bench/first-load.mjs and bench/throughput.mjs: a page of this same build with
// no content of its own, so the figures compare like with like. Never linked or indexed, and
// only in a build made for benchmarks (BENCH_PAGES=1 at build time); 404 in any other.
// With the layout every page has (the seed's menus and footer), so it weighs what they weigh.
export const benchProps = { layout: STANDARD_LAYOUT, layoutContent: DEFAULT_LAYOUT_CONTENT };
export const getStaticProps: GetStaticProps = async () => (serverEnv.BENCH_PAGES ? { props: benchProps } : { notFound: true });

export default function Empty() {
  return (
    <>
      <Head>
        <title>Empty page | Maven Silicon</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Hello world</h1>
    </>
  );
}
