// The Next configuration. It imports the one env module (lib/env), so a bad variable stops
// `next build` and `next start` with its name, and the image sizes of lib/constants.ts (spec §9).
// TypeScript: Next compiles this file and the modules it imports (Next 15+ next.config.ts).
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/constants';
import { assertSafeExposure, listenHostOf, serverEnv } from './lib/env';
import { CompileHintsPlugin } from './lib/perf/compileHints';
import { inlineSvgImports } from './lib/perf/inlineSvg';
import { headerRules } from './lib/securityHeaders';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Separate build folders let the e2e stack and `npm run serve` coexist.
  distDir: serverEnv.NEXT_DIST_DIR,
  poweredByHeader: false,
  // postgres-migrations reads its own first migration beside its code (__dirname): required from node_modules, never bundled.
  serverExternalPackages: ['postgres-migrations'],
  // The test command type-checks the whole repository (tsc) beside the builds of its journeys;
  // Next's check of the same files took ~11 s of each build on a fresh clone.
  typescript: { ignoreBuildErrors: !serverEnv.NEXT_BUILD_TYPECHECK },
  // The browser's settings as lib/env checked and defaulted them: webpack inlines these for the
  // literal reads of lib/env/public.ts (an unset chat script stays unset: '' reads as none).
  env: {
    NEXT_PUBLIC_SITE_URL: serverEnv.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_CHAT_SCRIPT_URL: serverEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL ?? '',
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: serverEnv.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  },
  // No ETag on pages: Next hashes the whole HTML on every request to make one, which cost a
  // quarter of a content page's throughput (bench/throughput.mjs: 1160 → 1450 req/s). HTML
  // freshness is ISR's job (Cache-Control s-maxage + stale-while-revalidate); hashed
  // /_next/static assets are immutable and do not need one.
  generateEtags: false,
  // ISR pages in Redis when REDIS_URL is set (shared by every instance), else Next's file cache.
  cacheHandler: require.resolve('./lib/cache/handler.cjs'),
  images: {
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    // CMS media reach the browser through this origin (pages/api/media, lib/cms/proxy.ts).
    localPatterns: [{ pathname: '/api/media/**' }, { pathname: '/images/**' }],
    // SVGs (logo, illustrations, CMS vectors) are served as they are, not through the image
    // optimizer: resizing a vector gains nothing, and each one cost a srcset of 8 optimizer URLs
    // in the HTML (~3 kB per page, twice over with its preload link).
    dangerouslyAllowSVG: false,
  },
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin(['lead-form', 'enterprise-form']));
    inlineSvgImports(config);
    return config;
  },
  async headers() {
    return headerRules({
      chatScriptUrl: serverEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL,
      dev: serverEnv.NODE_ENV === 'development',
      // The admin that frames draft answers (its Preview); read at build time like the rest.
      cmsAdminUrl: serverEnv.CMS_ADMIN_URL,
    });
  },
};

// The public profile (shared/exposure.cjs): a build for a public address, or a server listening
// beyond loopback, refuses to go on with a setting a stranger could know.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) assertSafeExposure(serverEnv, null);
  if (phase === PHASE_PRODUCTION_SERVER) assertSafeExposure(serverEnv, listenHostOf(process.argv));
  return nextConfig;
}
