#!/usr/bin/env node
// Operator tool for leads the gateway gave up forwarding (the dead letter).
//   node scripts/leads-dead-letter.mjs list                 # dead leads, newest last
//   node scripts/leads-dead-letter.mjs resend [id ...|--all] # POST them to the CMS now (same Idempotency-Key: never twice)
//   node scripts/leads-dead-letter.mjs requeue [id ...|--all]# hand them back to the running site's forwarder
//   node scripts/leads-dead-letter.mjs stats                # pending / sent / dead counts
// Env: LEADS_DB_FILE (default .tmp/leads.db), CMS_URL (default http://127.0.0.1:1337), LEAD_FORWARD_TOKEN.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

const file = process.env.LEADS_DB_FILE || '.tmp/leads.db';
const cmsUrl = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/$/, '');
const token = process.env.LEAD_FORWARD_TOKEN;
const [command = 'list', ...args] = process.argv.slice(2);

if (!existsSync(file)) {
  console.error(`No lead outbox at ${file} (set LEADS_DB_FILE).`);
  process.exit(2);
}
const db = new Database(file);
db.pragma('busy_timeout = 5000');

function selected() {
  if (args.includes('--all')) return db.prepare("SELECT * FROM outbox WHERE state = 'dead' ORDER BY id").all();
  const ids = args.map(Number).filter(Number.isInteger);
  if (!ids.length) {
    console.error('Name the dead leads by id, or pass --all.');
    process.exit(2);
  }
  const stmt = db.prepare("SELECT * FROM outbox WHERE state = 'dead' AND id = ?");
  return ids.map((id) => stmt.get(id)).filter(Boolean);
}

const summary = (r) => {
  let who = '';
  try { const d = JSON.parse(r.body).data ?? {}; who = [d.name, d.email].filter(Boolean).join(' <') + (d.name && d.email ? '>' : ''); } catch { /* keep empty */ }
  return `#${r.id}  ${new Date(r.created_at).toISOString()}  ${r.path}  attempts=${r.attempts}  ${who}\n      last error: ${r.last_error ?? '-'}`;
};

if (command === 'list') {
  const rows = db.prepare("SELECT * FROM outbox WHERE state = 'dead' ORDER BY id").all();
  console.log(rows.length ? rows.map(summary).join('\n') : 'The dead letter is empty.');
} else if (command === 'stats') {
  console.log(Object.fromEntries(db.prepare('SELECT state, COUNT(*) AS n FROM outbox GROUP BY state').all().map((r) => [r.state, r.n])));
} else if (command === 'requeue') {
  const rows = selected();
  const stmt = db.prepare("UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND state = 'dead'");
  for (const r of rows) stmt.run(Date.now(), r.id);
  console.log(`Requeued ${rows.length} lead(s); the site's forwarder sends them within its idle poll (30 s).`);
} else if (command === 'resend') {
  const rows = selected();
  let ok = 0;
  for (const r of rows) {
    try {
      const res = await fetch(`${cmsUrl}${r.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': r.idempotency_key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: r.body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.ok) {
        db.prepare("UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ?").run(Date.now(), r.id);
        ok++;
        console.log(`#${r.id} sent (${text.slice(0, 80)})`);
      } else {
        db.prepare('UPDATE outbox SET last_error = ? WHERE id = ?').run(`resend: CMS ${res.status}: ${text.slice(0, 200)}`, r.id);
        console.log(`#${r.id} refused by the CMS: ${res.status} ${text.slice(0, 200)}`);
      }
    } catch (err) {
      console.log(`#${r.id} not sent: ${err.cause?.code ?? err.message}`);
    }
  }
  console.log(`${ok}/${rows.length} sent.`);
  process.exitCode = ok === rows.length ? 0 : 1;
} else {
  console.error('Usage: node scripts/leads-dead-letter.mjs list|stats|resend [id ...|--all]|requeue [id ...|--all]');
  process.exit(2);
}
db.close();
