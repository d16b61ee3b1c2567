import { DEVICE_SIZES, IMAGE_SIZES } from '../../lib/constants';
import { readServerEnv } from '../../lib/env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js');

describe('configuration', () => {
  // Spec §9, written here as the spec writes them: comparing next.config.js with
  // lib/constants.ts alone would pass if both drifted together.
  const SPEC_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
  const SPEC_IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

  it('uses the spec image sizes in next.config.js and lib/constants.ts', () => {
    expect(nextConfig.images.deviceSizes).toEqual(SPEC_DEVICE_WIDTHS);
    expect(nextConfig.images.imageSizes).toEqual(SPEC_IMAGE_SIZES);
    expect(DEVICE_SIZES).toEqual(SPEC_DEVICE_WIDTHS);
    expect(IMAGE_SIZES).toEqual(SPEC_IMAGE_SIZES);
    expect(nextConfig.poweredByHeader).toBe(false);
  });

  it('serves the benchmark pages only in a build made for benchmarks', () => {
    expect(readServerEnv({}).BENCH_PAGES).toBe(false);
    expect(readServerEnv({ BENCH_PAGES: '0' }).BENCH_PAGES).toBe(false);
    expect(readServerEnv({ BENCH_PAGES: '1' }).BENCH_PAGES).toBe(true);
    expect(() => readServerEnv({ BENCH_PAGES: 'yes' })).toThrow(/BENCH_PAGES/);
  });

  it('fails loudly, naming the variable, on a bad environment', () => {
    expect(() => readServerEnv({ CMS_URL: 'not a url' })).toThrow(/CMS_URL/);
    expect(readServerEnv({}).CMS_URL).toBe('http://127.0.0.1:1337');
  });
});

export {};
