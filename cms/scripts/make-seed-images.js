#!/usr/bin/env node
/*
 * Regenerates the placeholder popup background PNGs in shared/seed-images/ (no external tools).
 * Output is committed; this script only exists so the images are reproducible.
 */
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

// Diagonal gradient between two colours with a soft circuit-like grid.
const makePng = (w, h, from, to) => {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      const grid = x % 40 === 0 || y % 40 === 0 ? 18 : 0;
      const o = y * (w * 3 + 1) + 1 + x * 3;
      for (let i = 0; i < 3; i++) {
        raw[o + i] = Math.min(255, Math.round(from[i] + (to[i] - from[i]) * t) + grid);
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const out = path.join(__dirname, '..', '..', 'shared', 'seed-images');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'popup-free-demo-class.png'), makePng(800, 600, [12, 35, 84], [33, 118, 196]));
fs.writeFileSync(path.join(out, 'popup-refer-and-earn.png'), makePng(800, 600, [76, 20, 92], [230, 120, 40]));
console.log('written to', out);
