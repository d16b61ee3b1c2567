import { DEVICE_SIZES, IMAGE_SIZES, RECAPTCHA_TEST_SITE_KEY } from '../../lib/constants';
import { DEFAULT_SITE_URL } from '../../lib/env';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import config from '../../next.config';

const nextConfig = config(PHASE_PRODUCTION_BUILD);

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

  it('hands webpack the browser settings as lib/env checked and defaulted them', () => {
    // This run sets none of them: the build would inline the defaults, never an unset read.
    expect(nextConfig.env).toEqual({ NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL, NEXT_PUBLIC_CHAT_SCRIPT_URL: '', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_SITE_KEY });
  });
});
