/** @jest-environment node */
// The CMS's public profile (cms/src/exposure.js): one test per refusal, and a proper public
// environment that starts. docs/deploying.md lists the same refusals.
import * as exposure from '../../../cms/src/exposure.js';

const strong = (c: string) => c.repeat(44);
/** What docs/deploying.md asks of a public CMS. */
const PUBLIC: Record<string, string> = {
  HOST: '10.0.0.4', PUBLIC_URL: 'https://cms.maven-silicon.example', SITE_URL: 'https://www.maven-silicon.example',
  CORS_ORIGINS: 'https://cms.maven-silicon.example',
  CMS_ADMIN_PASSWORD: 'A-Long-Passw0rd-of-our-own',
  APP_KEYS: [strong('a'), strong('b')].join(','), API_TOKEN_SALT: strong('c'), ADMIN_JWT_SECRET: strong('d'),
  TRANSFER_TOKEN_SALT: strong('e'), JWT_SECRET: strong('f'), ENCRYPTION_KEY: strong('g'), LEAD_FORWARD_TOKEN: strong('h'),
  SITE_REVALIDATE_URL: 'https://www.maven-silicon.example/api/revalidate',
  MAVEN_PROFILE: 'public', NODE_ENV: 'production', DATABASE_URL: `postgres://maven:${strong('l')}@127.0.0.1:5432/maven_cms`,
  IS_PROXIED: '1', REVALIDATE_SECRET: strong('i'), PREVIEW_SECRET: strong('j'), PREVIEW_API_TOKEN: strong('k'),
};
const refusalsWith = (change: Record<string, string | undefined>): string[] => exposure.cmsRefusals({ ...PUBLIC, ...change });

describe('the CMS in the public profile', () => {
  it('starts with a proper environment', () => {
    expect(refusalsWith({})).toEqual([]);
    expect(() => exposure.assertSafeExposure(PUBLIC)).not.toThrow();
  });

  it('is public when it listens beyond loopback or declares a public URL; local by default', () => {
    expect(exposure.publicReason({})).toBeNull();
    expect(exposure.publicReason({ HOST: '127.0.0.1', SITE_URL: 'http://localhost:3000', PUBLIC_URL: 'http://localhost:1337' })).toBeNull();
    expect(exposure.publicReason({ HOST: '0.0.0.0' })).toBe('HOST is 0.0.0.0');
    expect(exposure.publicReason({ PUBLIC_URL: 'https://cms.maven-silicon.example' })).toBe('PUBLIC_URL is https://cms.maven-silicon.example');
    expect(exposure.publicReason({ SITE_URL: 'https://www.maven-silicon.example' })).toBe('SITE_URL is https://www.maven-silicon.example');
  });

  it('refuses the documented or an example admin password, or none', () => {
    for (const password of [undefined, 'MavenAdmin123!', 'password']) {
      expect(refusalsWith({ CMS_ADMIN_PASSWORD: password })).toEqual([expect.stringMatching(/^CMS_ADMIN_PASSWORD is not set or is the documented example/)]);
    }
  });

  it("refuses any of Strapi's secrets unset, short or an example", () => {
    expect(refusalsWith({ APP_KEYS: `${strong('a')},replace2` })).toEqual([expect.stringMatching(/^APP_KEYS\[1\] is an example value/)]);
    expect(refusalsWith({ APP_KEYS: undefined })).toEqual([expect.stringMatching(/^APP_KEYS is not set/)]);
    for (const name of ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']) {
      expect(refusalsWith({ [name]: 'replace' })).toEqual([expect.stringMatching(new RegExp(`^${name} is an example value`))]);
      expect(refusalsWith({ [name]: 'x'.repeat(24) })).toEqual([expect.stringMatching(new RegExp(`^${name} is shorter than 32 characters`))]);
      expect(refusalsWith({ [name]: undefined })).toEqual([expect.stringMatching(new RegExp(`^${name} is not set`))]);
    }
  });

  it('refuses without a lead token', () => {
    expect(refusalsWith({ LEAD_FORWARD_TOKEN: undefined })).toEqual([expect.stringMatching(/^LEAD_FORWARD_TOKEN is not set: generate one with `openssl rand -hex 32`/)]);
  });

  it('refuses a weak erase token, or the lead token reused as it (web instances hold the lead token)', () => {
    expect(refusalsWith({ LEADS_ERASE_TOKEN: 'x'.repeat(24) })).toEqual([expect.stringMatching(/^LEADS_ERASE_TOKEN is shorter than 32 characters/)]);
    expect(refusalsWith({ LEADS_ERASE_TOKEN: strong('h') })).toEqual([expect.stringMatching(/^LEADS_ERASE_TOKEN is the lead token/)]);
    expect(refusalsWith({ LEADS_ERASE_TOKEN: strong('i') })).toEqual([]);
    expect(refusalsWith({ LEADS_ERASE_TOKEN: undefined })).toEqual([]);
  });

  it('refuses a weak revalidate or preview secret while those features are on', () => {
    expect(refusalsWith({ REVALIDATE_SECRET: 'the-same-long-random-value-as-the-site' })).toEqual([expect.stringMatching(/^REVALIDATE_SECRET is an example value/)]);
    expect(refusalsWith({ REVALIDATE_SECRET: undefined, SITE_REVALIDATE_URL: undefined })).toEqual([]);
    expect(refusalsWith({ PREVIEW_SECRET: 'short' })).toEqual([expect.stringMatching(/^PREVIEW_SECRET is shorter than 32/)]);
    expect(refusalsWith({ PREVIEW_API_TOKEN: 'another-long-random-value-shared-with-the-site' })).toEqual([expect.stringMatching(/^PREVIEW_API_TOKEN is an example value/)]);
  });

  it("refuses CORS that is not limited to the admin's origin: the site's is not needed", () => {
    expect(refusalsWith({ CORS_ORIGINS: undefined })).toEqual([expect.stringMatching(/^CORS_ORIGINS is not set: .*CORS_ORIGINS=https:\/\/cms\.maven-silicon\.example$/)]);
    expect(refusalsWith({ CORS_ORIGINS: '*' })).toEqual([expect.stringMatching(/^CORS_ORIGINS names an origin other than/)]);
    expect(refusalsWith({ CORS_ORIGINS: 'https://cms.maven-silicon.example,https://evil.example' })).toEqual([expect.stringMatching(/https:\/\/evil\.example$/)]);
    expect(refusalsWith({ CORS_ORIGINS: 'https://www.maven-silicon.example,https://cms.maven-silicon.example' })).toEqual([expect.stringMatching(/^CORS_ORIGINS names an origin other than the admin's .*: https:\/\/www\.maven-silicon\.example$/)]);
  });

  it('is public because MAVEN_PROFILE says so, even on loopback without PUBLIC_URL (no documented admin is created then)', () => {
    expect(exposure.publicReason({ MAVEN_PROFILE: 'public' })).toBe('MAVEN_PROFILE is public');
    expect(() => exposure.assertSafeExposure({ MAVEN_PROFILE: 'public' })).toThrow(/CMS_ADMIN_PASSWORD is not set or is the documented example/);
    expect(exposure.publicReason({ MAVEN_PROFILE: 'local' })).toBeNull();
    expect(() => exposure.publicReason({ MAVEN_PROFILE: 'prod' })).toThrow(/MAVEN_PROFILE is prod: public or local/);
  });

  it('refuses plain-http links to other machines', () => {
    expect(refusalsWith({ SITE_REVALIDATE_URL: 'http://10.0.0.1/api/revalidate' })).toEqual([expect.stringMatching(/^SITE_REVALIDATE_URL is plain http to another machine \(10\.0\.0\.1\)/)]);
    expect(refusalsWith({ SITE_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate' })).toEqual([]);
  });

  it("refuses the example database password, or the local stack's default database", () => {
    expect(refusalsWith({ DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL has the example password of the local stack/)]);
    expect(refusalsWith({ DATABASE_URL: 'postgres://postgres:maven-local@10.0.0.9:5432/maven_cms' })).toEqual([expect.stringMatching(/^DATABASE_URL has the example password/)]);
  });

  it('refuses NODE_ENV other than production', () => {
    expect(refusalsWith({ NODE_ENV: 'development' })).toEqual([expect.stringMatching(/^NODE_ENV is development/)]);
  });

  it("refuses a CMS that does not trust its proxy (IS_PROXIED=1): its admin login limiter would count every person as the proxy's address", () => {
    expect(refusalsWith({ IS_PROXIED: undefined })).toEqual([expect.stringMatching(/^IS_PROXIED is not 1/)]);
  });

  it('names every problem at once in the error that stops the CMS', () => {
    expect(() => exposure.assertSafeExposure({ HOST: '0.0.0.0' })).toThrow(/\[cms\] refuses to start in the public profile \(HOST is 0\.0\.0\.0\)[\s\S]*CMS_ADMIN_PASSWORD[\s\S]*LEAD_FORWARD_TOKEN[\s\S]*CORS_ORIGINS/);
    expect(() => exposure.assertSafeExposure({})).not.toThrow();
  });

  it("allows browsers the admin's origin only, never the site's, on a developer's machine too", () => {
    expect(exposure.corsOrigins({ SITE_URL: 'http://localhost:3000', PORT: '1337' })).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
    expect(exposure.corsOrigins({ ...PUBLIC, CORS_ORIGINS: undefined })).toEqual(['https://cms.maven-silicon.example']);
  });
});

describe('a public CMS whose admin still has the documented password', () => {
  /** Strapi as the check sees it: the admins' stored hashes and its own password check. */
  const strapiWith = (admins: { email: string; password: string }[]) => ({
    db: { query: () => ({ findMany: async () => admins }) },
    service: () => ({ validatePassword: async (plain: string, hash: string) => hash === `hash(${plain})` }),
  });
  const PUBLIC_ENV = { HOST: '10.0.0.4' };

  it('refuses to start, naming the admin', async () => {
    const strapi = strapiWith([{ email: 'admin@maven.local', password: 'hash(MavenAdmin123!)' }, { email: 'editor@maven.local', password: 'hash(Own-Passw0rd)' }]);
    await expect(exposure.assertNoDefaultAdminPassword(strapi, PUBLIC_ENV)).rejects.toThrow(/the admin admin@maven\.local still signs in with the documented default password/);
  });

  it('starts once every admin has a password of their own, and never checks on loopback', async () => {
    await expect(exposure.assertNoDefaultAdminPassword(strapiWith([{ email: 'admin@maven.local', password: 'hash(Own-Passw0rd)' }]), PUBLIC_ENV)).resolves.toBeUndefined();
    await expect(exposure.assertNoDefaultAdminPassword(strapiWith([{ email: 'admin@maven.local', password: 'hash(MavenAdmin123!)' }]), {})).resolves.toBeUndefined();
  });
});

describe("the CMS behind nginx (config/server.js)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const server = require('../../../cms/config/server.js');
  /** Strapi's `env` helper, over a given set of variables. */
  const envOf = (vars: Record<string, string>) => Object.assign((k: string, d?: unknown) => vars[k] ?? d, {
    int: (k: string, d: number) => (vars[k] ? Number(vars[k]) : d),
    bool: (k: string, d: boolean) => (vars[k] ? vars[k] === 'true' || vars[k] === '1' : d),
    array: (k: string) => (vars[k] ? vars[k].split(',') : undefined),
  });

  it('trusts the one X-Forwarded-For entry nginx sets when IS_PROXIED=1 (its admin login limiter sees each person), and none otherwise', () => {
    expect(server({ env: envOf({ IS_PROXIED: '1' }) }).proxy).toEqual({ koa: true, maxIpsCount: 1 });
    expect(server({ env: envOf({}) }).proxy).toEqual({ koa: false, maxIpsCount: 1 });
  });
});
