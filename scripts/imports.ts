// Draws the site's imports, folder by folder, as IMPORTS.md (a Mermaid picture GitHub renders).
// The rules behind it (.dependency-cruiser.cjs) are checked by `npm run lint`; this only draws.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const FOLDERS = ['lib', 'components', 'layouts', 'pages', 'graphql', 'shared'];
const graph = execFileSync('npx', [
  'depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'mermaid',
  '--include-only', `^(${FOLDERS.join('|')})/`,
  '--collapse', '^(lib/[^/]+|components/[^/]+|layouts|pages/api|pages|graphql|shared)',
  ...FOLDERS,
], { encoding: 'utf8' });
writeFileSync('IMPORTS.md', `# The site's imports, folder by folder

Drawn by \`npm run imports\` from the code; the rules (no import circle, \`lib/\` imports no UI,
no component imports \`layouts/\`, the CMS reached through \`lib/cms\` only) are in
\`.dependency-cruiser.cjs\` and checked by \`npm run lint\`, part of \`npm test\`.

\`\`\`mermaid
${graph.trim()}
\`\`\`
`);
console.log('IMPORTS.md written');
