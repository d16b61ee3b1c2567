#!/usr/bin/env node
// Header grade of running pages, with the MDN HTTP Observatory's scoring (tests/support/observatory.cjs).
// Usage: node bench/observatory.cjs [url ...]
'use strict';
const { grade } = require('../tests/support/observatory.cjs');

(async () => {
  const urls = process.argv.slice(2);
  for (const url of urls.length ? urls : ['http://127.0.0.1:3000/']) {
    const res = await fetch(url, { redirect: 'manual' });
    const r = grade(Object.fromEntries(res.headers));
    console.log(`${url}  score ${r.score}  grade ${r.grade}`);
    for (const [name, [result, mod]] of Object.entries(r.tests)) console.log(`  ${name.padEnd(32)}${result.padEnd(58)}${mod > 0 ? '+' : ''}${mod}`);
    console.log('  redirection                     not testable on a loopback http scan');
  }
})();
