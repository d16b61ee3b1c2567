// Hero illustrations inside the HTML: `import src from '…/hero.svg?inline'` gives a data: URL.
// The hero image is the largest paint of a page that has one (Lighthouse's LCP element on `/` and
// on a course page), and fetched it costs a round trip after the HTML (≈ 0.56 s on slow 4G) for
// about a kilobyte. Only for small vectors above the fold: the bytes ride in the HTML (and in the
// page's script) on every load, where a file would be cached.
const INLINE = /[?&]inline\b/;

/** Adds the `?inline` rule to Next's webpack configuration (next.config.ts, every compiler). */
function inlineSvgImports(config) {
  const rules = config.module.rules;
  // Next's own rule turns every image import into a URL object for next/image; it must leave
  // `?inline` imports alone (it has a `resourceQuery.not` list for its own queries).
  const nextImages = rules.filter((rule) => rule && rule.loader === 'next-image-loader');
  if (nextImages.length !== 1 || !Array.isArray(nextImages[0].resourceQuery?.not)) {
    throw new Error('inlineSvgImports: Next\'s image rule changed shape; update lib/perf/inlineSvg.js');
  }
  nextImages[0].resourceQuery.not.push(INLINE);
  // `asset` always inlined rather than `asset/inline`: Next gives every asset type a file name,
  // which webpack refuses for `asset/inline`.
  // Percent-encoded rather than base64: text compresses with the HTML, base64 does not.
  rules.unshift({
    test: /\.svg$/i,
    resourceQuery: INLINE,
    type: 'asset',
    parser: { dataUrlCondition: () => true },
    generator: { dataUrl: (content) => `data:image/svg+xml,${encodeURIComponent(content.toString('utf8'))}` },
  });
}

module.exports = { inlineSvgImports };
