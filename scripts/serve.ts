// README command 1 (`npm run serve`, through scripts/bootstrap.cjs): install what is missing, start
// the seeded CMS, build and start the site.
import { assertPortFree, buildSite, serveStack, STACK_CMS_PORT, STACK_SITE_PORT, startSite } from './stack';

const siteUrl = `http://localhost:${STACK_SITE_PORT}`;
const cmsAdminUrl = `http://localhost:${STACK_CMS_PORT}`;
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

void serveStack('serve', async (stack) => {
  // The site binds its port only after a build; find out now, not minutes later.
  await assertPortFree(STACK_SITE_PORT, 'site');
  const preview = { secret: stack.secrets.previewSecret, token: stack.secrets.previewToken, siteUrl, cmsAdminUrl };
  const t0 = Date.now();
  await stack.startPostgres();
  await stack.startCms({ revalidateUrl: `http://127.0.0.1:${STACK_SITE_PORT}/api/revalidate`, preview });
  console.log(`[serve] CMS ready in ${seconds(t0)} s`);
  // Built while the CMS runs, so the first pages already carry the seeded content.
  const env = stack.siteEnv({ cmsUrl: `http://127.0.0.1:${STACK_CMS_PORT}`, siteUrl, preview });
  const t1 = Date.now();
  buildSite(env);
  console.log(`[serve] site built in ${seconds(t1)} s`);
  const t2 = Date.now();
  stack.started.push(await startSite({ port: STACK_SITE_PORT, env }));
  console.log(`[serve] site ready in ${seconds(t2)} s`);
  return `
  Site:       ${siteUrl}
  CMS admin:  ${cmsAdminUrl}/admin   (${process.env.CMS_ADMIN_EMAIL ?? 'admin@maven.local'}; default password in cms/.env.example)
  Postgres:   ${stack.postgresPlace()}
  Ctrl+C stops them all.
`;
});
