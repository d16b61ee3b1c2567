/** @jest-environment node */
// Uploads on several machines: the CMS's upload plugin takes S3-compatible storage
// when UPLOAD_S3_BUCKET is set, and its local folder otherwise (what every journey runs on).
import path from 'node:path';

const CMS = path.join(__dirname, '..', '..', '..', 'cms');
type Env = ((name: string, fallback?: unknown) => unknown) & { bool: (n: string, f?: boolean) => boolean; int: (n: string, f?: number) => number };
function envOf(vars: Record<string, string>): Env {
  const env = ((name: string, fallback?: unknown) => vars[name] ?? fallback) as Env;
  env.bool = (name, fallback) => (name in vars ? vars[name] === 'true' : fallback!);
  env.int = (name, fallback) => (name in vars ? Number(vars[name]) : fallback!);
  return env;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's own CommonJS config
const uploadConfig = (vars: Record<string, string>) => require(path.join(CMS, 'config', 'plugins.js'))({ env: envOf(vars) }).upload.config;

it('keeps the local folder when no bucket is set', () => {
  const config = uploadConfig({});
  expect(config.provider).toBeUndefined();
  expect(config.security.deniedTypes).toContain('image/svg+xml');
});

it('uses the S3 provider with the bucket, endpoint and keys given, and the provider accepts them', async () => {
  const config = uploadConfig({
    UPLOAD_S3_BUCKET: 'maven-media', UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000', UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    UPLOAD_S3_ACCESS_KEY_ID: 'key', UPLOAD_S3_SECRET_ACCESS_KEY: 'secret', UPLOAD_S3_PUBLIC_URL: 'https://media.example.com',
  });
  expect(config.provider).toBe('aws-s3');
  expect(config.providerOptions).toMatchObject({
    baseUrl: 'https://media.example.com',
    s3Options: { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'auto', params: { Bucket: 'maven-media' }, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
  });
  // The package Strapi loads for `provider: 'aws-s3'`, installed in cms/, takes these options.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const provider = require(require.resolve('@strapi/provider-upload-aws-s3', { paths: [CMS] }));
  const uploader = (provider.default ?? provider).init(config.providerOptions);
  expect(typeof uploader.uploadStream).toBe('function');
  expect(typeof uploader.delete).toBe('function');
});
