// @ts-check
// Image sizes mirror lib/constants.ts (DEVICE_SIZES, IMAGE_SIZES); tests/unit/config.test.ts keeps them equal.
const { CompileHintsPlugin } = require('./lib/perf/compileHints');
const { headerRules } = require('./lib/securityHeaders');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build folders let the e2e stack and `npm run serve` coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML on every request to make one, which cost a
  // quarter of a content page's throughput (bench/throughput.mjs: 1160 → 1450 req/s). HTML
  // freshness is ISR's job (Cache-Control s-maxage + stale-while-revalidate); hashed
  // /_next/static assets are immutable and do not need one.
  generateEtags: false,
  // ISR pages in Redis when REDIS_URL is set (shared by every instance), else Next's file cache.
  cacheHandler: require.resolve('./lib/cache/handler.cjs'),
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    // CMS media reach the browser through this origin (pages/api/media, lib/cms/proxy.ts).
    localPatterns: [{ pathname: '/api/media/**' }, { pathname: '/images/**' }],
    // SVGs (logo, illustrations, CMS vectors) are served as they are, not through the image
    // optimizer: resizing a vector gains nothing, and each one cost a srcset of 8 optimizer URLs
    // in the HTML (~3 kB per page, twice over with its preload link).
    dangerouslyAllowSVG: false,
  },
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin());
    return config;
  },
  async headers() {
    return headerRules({
      chatScriptUrl: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL || undefined,
      dev: process.env.NODE_ENV === 'development',
      // The admin that frames draft answers (its Preview); read at build time like the rest.
      cmsAdminUrl: process.env.CMS_ADMIN_URL || process.env.CMS_URL || 'http://127.0.0.1:1337',
    });
  },
};

module.exports = nextConfig;
