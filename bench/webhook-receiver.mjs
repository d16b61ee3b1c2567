#!/usr/bin/env node
// A lead webhook receiver on loopback that checks every Standard Webhooks signature with
// LEADS_WEBHOOK_SECRET and keeps when each webhook-id arrived (Date.now()).
//   node bench/webhook-receiver.mjs 3991          # alone: prints one line per second with the counts
// bench/leads-load.mjs --webhook 3991 forks it (its own process, so receiving 2,000 leads does
// not delay the load it measures) and asks it over IPC: 'report' -> { receipts, badSignatures }.
import http from 'node:http';
import { createRequire } from 'node:module';

const { Webhook } = createRequire(import.meta.url)('standardwebhooks');
const port = Number(process.argv[2] ?? 3991);
const check = new Webhook(process.env.LEADS_WEBHOOK_SECRET ?? '');
/** webhook-id -> times received. */
const receipts = {};
let badSignatures = 0;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c)).on('end', () => {
    // A HEAD is the site's probe: any answer under 500 tells it the receiver is back.
    if (req.method !== 'POST') { res.statusCode = 405; res.end(); return; }
    try {
      check.verify(Buffer.concat(chunks).toString('utf8'), req.headers);
      (receipts[String(req.headers['webhook-id'])] ??= []).push(Date.now());
      res.statusCode = 204;
    } catch {
      badSignatures++;
      res.statusCode = 400;
    }
    res.end();
  });
});
server.listen(port, '127.0.0.1', () => {
  if (process.send) {
    process.on('message', (m) => {
      if (m === 'report') process.send({ receipts, badSignatures });
      else { server.close(); process.disconnect(); }
    });
    process.send('ready');
  } else {
    console.log(`receiving on http://127.0.0.1:${port}/ (Ctrl+C stops)`);
    setInterval(() => console.log(`ids=${Object.keys(receipts).length} bad-signatures=${badSignatures}`), 1000).unref();
  }
});
