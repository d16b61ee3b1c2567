/** @jest-environment node */
// The benchmark baselines exist only in a build made for benchmarks (BENCH_PAGES=1; the e2e
// build is one, for the Lighthouse check): any other build answers 404 there.
jest.mock('../../../lib/env', () => ({ serverEnv: { BENCH_PAGES: false, CMS_REVALIDATE_SECONDS: 60 } }));

import { getStaticProps as emptyProps } from '../../../pages/bench/empty';
import { getStaticPaths as isrPaths } from '../../../pages/bench/isr/[...slug]';

describe('benchmark pages outside a benchmark build', () => {
  it('/bench/empty is not found and /bench/isr/empty has no path', async () => {
    expect(await emptyProps({} as never)).toEqual({ notFound: true });
    expect(await isrPaths({} as never)).toEqual({ paths: [], fallback: false });
  });
});
