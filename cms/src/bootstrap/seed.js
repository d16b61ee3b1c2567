'use strict';

/**
 * Idempotent seed applied at every bootstrap.
 *
 * Rules:
 *  - Only CREATE what is missing; never update an existing document (marketer edits win).
 *  - Single type: created only if no document of that type exists.
 *  - Collection entry: created only if no entry with the same `matchField` (slug/key) exists.
 *  - Everything created is PUBLISHED.
 *  - Each seeded item is remembered in the core store ("maven-seed"), so an item a
 *    marketer deliberately deleted is NOT re-created on the next boot.
 *  - Media files in seed/images are uploaded to the media library once and reused.
 *
 * Disable completely with CMS_SEED=false.
 */

const fs = require('fs');
const os = require('os');
const path = require('path');

const SEED_DIR = path.join(__dirname, '..', '..', 'seed');
const IMAGES_DIR = path.join(SEED_DIR, 'images');

const MIME = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

// Order matters only for readability of logs.
const SEED_FILES = [
  'b2c-componant.json',
  'b2c-marketing-header.json',
  'b2b-marketing-header.json',
  'marketing-contact.json',
  'pop-up.json',
  'navigation.json',
  'footer.json',
];

function createSeedState(strapi) {
  const store = strapi.store({ type: 'core', name: 'maven-seed' });
  let state = null;
  return {
    async load() {
      state = (await store.get({ key: 'applied' })) || {};
      return state;
    },
    has(key) {
      return Boolean(state && state[key]);
    },
    get(key) {
      return state ? state[key] : undefined;
    },
    async set(key, value = true) {
      state[key] = value;
      await store.set({ key: 'applied', value: state });
    },
  };
}

async function ensureMedia(strapi, seedState, spec) {
  const filename = spec.$media;
  const stateKey = `media:${filename}`;
  const knownId = seedState.get(stateKey);
  if (knownId) {
    const still = await strapi.db.query('plugin::upload.file').findOne({ where: { id: knownId }, select: ['id'] });
    if (still) return still.id;
  }

  const src = path.join(IMAGES_DIR, filename);
  if (!fs.existsSync(src)) {
    strapi.log.warn(`[seed] media file missing: ${src}`);
    return null;
  }
  // The upload service may consume/move its input, so hand it a temp copy.
  const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maven-seed-')), filename);
  fs.copyFileSync(src, tmp);
  try {
    const ext = path.extname(filename).toLowerCase();
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: {
            name: filename,
            alternativeText: spec.alternativeText || null,
            caption: spec.caption || null,
          },
        },
        files: {
          filepath: tmp,
          originalFilename: filename,
          mimetype: MIME[ext] || 'application/octet-stream',
          size: fs.statSync(tmp).size,
        },
      });
    await seedState.set(stateKey, file.id);
    strapi.log.info(`[seed] uploaded media ${filename} -> ${file.url}`);
    return file.id;
  } finally {
    fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
  }
}

// Replace every { "$media": "file" } in the data by the uploaded file id.
async function resolveMedia(strapi, seedState, value) {
  if (Array.isArray(value)) {
    const out = [];
    for (const v of value) out.push(await resolveMedia(strapi, seedState, v));
    return out;
  }
  if (value && typeof value === 'object') {
    if (typeof value.$media === 'string') {
      return ensureMedia(strapi, seedState, value);
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolveMedia(strapi, seedState, v);
    return out;
  }
  return value;
}

async function seedSingleType(strapi, seedState, seed) {
  const { uid } = seed;
  const stateKey = `single:${uid}`;
  if (seedState.has(stateKey)) return;

  // In Strapi 5 every draft&publish document has a draft version; check both to be safe.
  const existing =
    (await strapi.documents(uid).findFirst({ status: 'draft' })) ||
    (await strapi.documents(uid).findFirst({ status: 'published' }));
  if (existing) {
    await seedState.set(stateKey);
    return;
  }

  const data = await resolveMedia(strapi, seedState, seed.data);
  await strapi.documents(uid).create({ data, status: 'published' });
  await seedState.set(stateKey);
  strapi.log.info(`[seed] created + published ${uid}`);
}

async function seedCollection(strapi, seedState, seed) {
  const { uid, matchField, entries } = seed;
  for (const entry of entries) {
    const matchValue = entry[matchField];
    const stateKey = `entry:${uid}:${matchValue}`;
    if (seedState.has(stateKey)) continue;

    const filters = { [matchField]: { $eq: matchValue } };
    const existing =
      (await strapi.documents(uid).findFirst({ filters, status: 'draft' })) ||
      (await strapi.documents(uid).findFirst({ filters, status: 'published' }));
    if (existing) {
      await seedState.set(stateKey);
      continue;
    }

    const data = await resolveMedia(strapi, seedState, entry);
    await strapi.documents(uid).create({ data, status: 'published' });
    await seedState.set(stateKey);
    strapi.log.info(`[seed] created + published ${uid} ${matchField}=${matchValue}`);
  }
}

async function runSeed(strapi) {
  const seedState = createSeedState(strapi);
  await seedState.load();

  for (const file of SEED_FILES) {
    const full = path.join(SEED_DIR, file);
    if (!fs.existsSync(full)) continue;
    let seed;
    try {
      seed = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (err) {
      strapi.log.error(`[seed] invalid JSON in ${file}: ${err.message}`);
      continue;
    }
    if (!strapi.contentType(seed.uid)) {
      strapi.log.warn(`[seed] unknown content type ${seed.uid} in ${file}`);
      continue;
    }
    try {
      if (seed.kind === 'singleType') await seedSingleType(strapi, seedState, seed);
      else await seedCollection(strapi, seedState, seed);
    } catch (err) {
      // A broken seed must never stop the CMS from booting.
      strapi.log.error(`[seed] ${file} failed: ${err.message}`);
    }
  }
}

module.exports = { runSeed };
