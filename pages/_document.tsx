import { readFileSync } from 'node:fs';
import { Head, Html, Main, NextScript } from 'next/document';
import { serverEnv } from '../lib/env';
import { FIRST_SCREEN_ID } from '../lib/constants';
import { buildStylePolicy, stylesheetText } from '../lib/perf/inlineCss';

type Files = Parameters<Head['getCssLinks']>[0];

/**
 * Next's head, with the page's stylesheets inline (lib/perf/inlineCss.ts). The shared one (_app's)
 * is a plain <style>; a page's own carries `data-n-href` as the pages router's client would have
 * inserted it, so a client navigation switches it off and back on instead of loading it again.
 * CSS of chunks loaded later (next/dynamic) stays linked: webpack's CSS loader manages those.
 * Development keeps Next's links (its style-loader injects styles no hash could name).
 */
class InlineStylesHead extends Head {
  getCssLinks(files: Files) {
    const links = super.getCssLinks(files);
    const { isDevelopment, assetPrefix = '', buildManifest } = this.context;
    if (isDevelopment || !links) return links;
    const inline = files.allFiles.filter((f) => f.endsWith('.css'));
    const shared = new Set(files.sharedFiles);
    const distDir = serverEnv.NEXT_DIST_DIR;
    const policy = buildStylePolicy(distDir, buildManifest.pages, serverEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL);
    return [
      <meta key="style-policy" httpEquiv="Content-Security-Policy" content={policy} />,
      ...inline.map((file) => (
        <style
          key={file}
          data-n-href={shared.has(file) ? undefined : `${assetPrefix}/_next/${encodeURI(file)}`}
          dangerouslySetInnerHTML={{ __html: stylesheetText(distDir, file) }}
        />
      )),
      ...links.filter((link) => !inline.includes(String(link.key).replace(/-preload$/, ''))),
    ];
  }
}

/** The logo's drawings (public/images/<id>.svg) as symbols, once per page: each Logo shows one by its id, so no script carries them. */
const LOGOS = ['logo', 'logo-light'].map((id) => readFileSync(`${process.cwd()}/public/images/${id}.svg`, 'utf8')
  .replace(/<svg\b[^>]*?(viewBox="[^"]*")[^>]*>/, `<symbol id="${id}" $1>`).replace('</svg>', '</symbol>')).join('');

export default function Document() {
  return (
    <Html lang="en">
      <InlineStylesHead>
        {/* Held until the first screen is parsed, the first frame has the page's heading (lib/perf/README.md). */}
        <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b2a5b" />
      </InlineStylesHead>
      <body>
        <svg className="symbols" aria-hidden="true" dangerouslySetInnerHTML={{ __html: LOGOS }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
