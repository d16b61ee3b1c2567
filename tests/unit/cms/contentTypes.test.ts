// One list of content types for the site and the CMS (shared/contentTypes.json): a type the CMS
// has but the list lacks would be neither readable by the site nor regenerated on publish.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import CONTENT_TYPES from '../../../shared/contentTypes.json';
import { pathsToRevalidate } from '../../../lib/cms/webhook';

const API = path.join(__dirname, '..', '..', '..', 'cms', 'src', 'api');
const cmsTypes = readdirSync(API, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).flatMap((api) =>
  readdirSync(path.join(API, api, 'content-types'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `api::${api}.${d.name}`));

it('names every content type of the CMS, each either read by the site or private', () => {
  const listed = [...Object.keys(CONTENT_TYPES.regenerates), ...CONTENT_TYPES.private];
  expect([...listed].sort()).toEqual([...cmsTypes].sort());
  expect(Object.keys(CONTENT_TYPES.regenerates).filter((uid) => CONTENT_TYPES.private.includes(uid))).toEqual([]);
});

it('gives every type the site reads some pages to regenerate on publish', () => {
  const known = ['/', '/about-us', '/enterprise', '/asic-verification', '/best-vlsi-training-institute', '/vlsi-training-institute-review-testimonial'];
  const entry = { path: '/asic-verification', from: '/old-path', publishedAt: '2026-01-01T00:00:00.000Z' };
  for (const uid of Object.keys(CONTENT_TYPES.regenerates)) {
    expect([uid, pathsToRevalidate({ event: 'entry.publish', uid, entry }, known).length]).not.toEqual([uid, 0]);
  }
});
