import { DEVICE_SIZES, IMAGE_SIZES } from '../../lib/constants';
import { readServerEnv } from '../../lib/env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js');

describe('configuration', () => {
  it('uses the spec image sizes in next.config.js', () => {
    expect(nextConfig.images.deviceSizes).toEqual(DEVICE_SIZES);
    expect(nextConfig.images.imageSizes).toEqual(IMAGE_SIZES);
    expect(nextConfig.poweredByHeader).toBe(false);
  });

  it('fails loudly, naming the variable, on a bad environment', () => {
    expect(() => readServerEnv({ CMS_URL: 'not a url' })).toThrow(/CMS_URL/);
    expect(readServerEnv({}).CMS_URL).toBe('http://127.0.0.1:1337');
  });
});

export {};
