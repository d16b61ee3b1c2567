// The import rules of ../shared/STYLE.md, checked with every lint (npm run lint): a break fails
// the test command. `npm run imports` draws the picture (IMPORTS.md, not kept: run it).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: two modules that cannot be read apart.', from: {}, to: { circular: true } },
    {
      name: 'lib-knows-no-ui', severity: 'error', comment: 'lib/ knows nothing of components, layouts or pages.',
      from: { path: '^lib/' }, to: { path: '^(components|layouts|pages)/' },
    },
    {
      name: 'components-below-layouts', severity: 'error', comment: 'Layouts compose components; a component never imports a layout.',
      from: { path: '^components/' }, to: { path: '^layouts/' },
    },
    {
      name: 'site-speaks-http-to-the-cms', severity: 'error', comment: 'The site never imports the CMS app: it speaks HTTP to it (lib/cms).',
      from: { path: '^(lib|components|layouts|pages|graphql)/' }, to: { path: '^cms/' },
    },
    {
      name: 'shared-stands-alone', severity: 'error', comment: 'shared/ is what the site and the CMS both read: it imports neither.',
      from: { path: '^shared/' }, to: { path: '^(lib|components|layouts|pages|graphql|cms|scripts)/' },
    },
    {
      name: 'cms-reads-shared-only', severity: 'error', comment: 'The CMS app reads what it shares with the site from shared/ only, never the site\'s own code.',
      from: { path: '^cms/' }, to: { path: '^(lib|components|layouts|pages|graphql|scripts)/' },
    },
    {
      name: 'leads-read-the-cms-not-back', severity: 'error',
      comment: 'lib/leads reads the CMS through lib/cms (mail texts, page documents); the CMS door knows nothing of leads, so the two never form a circle.',
      from: { path: '^lib/cms/' }, to: { path: '^lib/leads/' },
    },
    {
      name: 'one-cms-door', severity: 'error', comment: 'Pages, layouts and components reach the CMS through lib/cms only: its documents and schemas stay behind it.',
      from: { path: '^(pages|layouts|components)/' }, to: { path: '^graphql/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|cms/build|cms/node_modules)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
  },
};
