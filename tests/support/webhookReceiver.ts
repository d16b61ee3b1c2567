// A local stand-in for a CRM's webhook endpoint (the sales destination, LEADS_WEBHOOK_URL): it
// verifies each request as Standard Webhooks documents it (the standardwebhooks library, the same
// secret) and keeps what it got, answered at GET /_stand-in/received so a journey in another
// process can read it. A request whose signature fails is answered 400 and kept with its problem.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface WebhookReceived { id: string; event: Record<string, unknown> | null; problem: string | null }

export async function startWebhookReceiver(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const check = new Webhook(secret);
  const received: WebhookReceived[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      if (req.method === 'GET' && req.url === '/_stand-in/received') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(received));
        return;
      }
      if (req.method === 'HEAD') { res.statusCode = 405; res.end(); return; }
      const raw = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id'] ?? '');
      try {
        const event = check.verify(raw, req.headers as Record<string, string>) as Record<string, unknown>;
        received.push({ id, event, problem: null });
        res.statusCode = 204;
      } catch (err) {
        received.push({ id, event: null, problem: (err as Error).message });
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: { LEADS_WEBHOOK_URL: `${url}/hooks/leads`, LEADS_WEBHOOK_SECRET: secret },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** What the stand-in got so far (from a journey's process): the URL is the site's LEADS_WEBHOOK_URL. */
export async function webhookReceived(webhookUrl: string): Promise<WebhookReceived[]> {
  return (await fetch(new URL('/_stand-in/received', webhookUrl))).json();
}
