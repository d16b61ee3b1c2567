import { DEVICE_SIZES, IMAGE_SIZES } from '../../lib/constants';
import nextConfig from '../../next.config';

describe('configuration', () => {
  // Spec §9, written here as the spec writes them: next.config.ts takes its sizes from
  // lib/constants.ts, so comparing those two with each other would pass if both drifted.
  const SPEC_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
  const SPEC_IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

  it('uses the spec image sizes in next.config.ts and lib/constants.ts', () => {
    expect(nextConfig.images?.deviceSizes).toEqual(SPEC_DEVICE_WIDTHS);
    expect(nextConfig.images?.imageSizes).toEqual(SPEC_IMAGE_SIZES);
    expect(DEVICE_SIZES).toEqual(SPEC_DEVICE_WIDTHS);
    expect(IMAGE_SIZES).toEqual(SPEC_IMAGE_SIZES);
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});
