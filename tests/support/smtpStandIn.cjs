'use strict';
// A local SMTP server standing in for the mail service: smtp-server on loopback, no
// TLS and any login, each message parsed with mailparser and kept with the time it arrived.
// CommonJS so the jest tests and the bench scripts (plain Node) share it.
const { SMTPServer } = require('smtp-server');
const { appendFileSync } = require('node:fs');
const { simpleParser } = require('mailparser');

/**
 * @typedef {{ to: string[], from: string, subject: string, text: string, html: string, leadKey: string, messageId: string, arrivedAt: number }} Received
 * @param {{ refuse?: (rcpt: string) => boolean, keep?: boolean, logFile?: string, port?: number, headersOnly?: boolean }} [o]
 *   port: 0 (any) unless given; headersOnly: the lead key from the raw header, no parsing (the bench: mailparser
 *   costs milliseconds of this process's CPU a message, which the machine's two cores share with the site); refuse: recipients answered 550; keep: false
 *   counts only; logFile: each message also appended there as a JSON line (the e2e specs run in other processes)
 */
async function startSmtpStandIn(o = {}) {
  /** @type {Received[]} */
  const received = [];
  let count = 0;
  const server = new SMTPServer({
    secure: false, disabledCommands: ['STARTTLS'], authOptional: true, allowInsecureAuth: true, logger: false, maxClients: 50,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
    onRcptTo: (address, _session, cb) => {
      if (o.refuse?.(address.address)) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 });
        return cb(err);
      }
      return cb();
    },
    onData: (stream, session, cb) => {
      if (o.headersOnly) {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c)).on('end', () => {
          count++;
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address), from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: '', text: '', html: '', leadKey: (/^X-Lead-Key: *(.+)$/im.exec(head) || [])[1]?.trim() ?? '', messageId: '', arrivedAt: Date.now(),
          });
          cb();
        });
        return;
      }
      simpleParser(stream).then((mail) => {
        count++;
        if (o.keep !== false || o.logFile) {
          const message = {
            to: session.envelope.rcptTo.map((r) => r.address), from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '',
            leadKey: String(mail.headers.get('x-lead-key') ?? ''), messageId: mail.messageId ?? '', arrivedAt: Date.now(),
          };
          if (o.keep !== false) received.push(message);
          if (o.logFile) appendFileSync(o.logFile, `${JSON.stringify(message)}\n`);
        }
        cb();
      }, cb);
    },
  });
  await new Promise((resolve, reject) => { server.once('error', reject); server.listen(o.port ?? 0, '127.0.0.1', () => resolve(undefined)); });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    port,
    url: `smtp://test:test@127.0.0.1:${port}`,
    received,
    count: () => count,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

module.exports = { startSmtpStandIn };
