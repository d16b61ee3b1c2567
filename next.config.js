// @ts-check
// Image sizes mirror lib/constants.ts (DEVICE_SIZES, IMAGE_SIZES); tests/unit/config.test.ts keeps them equal.
const { securityHeaders } = require('./lib/securityHeaders');

const cmsUrl = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build folders let the e2e stack and `npm run serve` coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    // CMS media reach the browser through this origin (see rewrites).
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  async headers() {
    const headers = securityHeaders({
      chatScriptUrl: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL || undefined,
      dev: process.env.NODE_ENV === 'development',
    });
    return [{ source: '/:path*', headers }];
  },
  // The browser never talks to the CMS origin directly: one origin keeps CSP strict.
  async rewrites() {
    return [
      { source: '/graphql', destination: `${cmsUrl}/graphql` },
      { source: '/uploads/:path*', destination: `${cmsUrl}/uploads/:path*` },
    ];
  },
};

module.exports = nextConfig;
