#!/usr/bin/env node
'use strict';
// Writes seed/course.json, seed/page.json and seed/testimonial.json from the compact
// content modules in seed/content/. Run after editing those: `node scripts/build-seed.js`.
const fs = require('fs');
const path = require('path');

const SEED = path.join(__dirname, '..', 'seed');
const write = (file, uid, matchField, entries) => {
  const seen = new Set();
  for (const e of entries) {
    if (seen.has(e[matchField])) throw new Error(`${file}: duplicate ${matchField} ${e[matchField]}`);
    seen.add(e[matchField]);
  }
  fs.writeFileSync(path.join(SEED, file), `${JSON.stringify({ uid, kind: 'collectionType', matchField, entries }, null, 2)}\n`);
  console.log(`${file}: ${entries.length} entries`);
};

write('course.json', 'api::course.course', 'path', require('../seed/content/courses'));
write('page.json', 'api::page.page', 'path', require('../seed/content/pages'));
write('testimonial.json', 'api::testimonial.testimonial', 'name', require('../seed/content/testimonials'));
