'use strict';

/**
 * The site's on-demand revalidation webhook, kept in step with the environment at every boot.
 *
 * A real Strapi webhook (visible and testable under Settings → Webhooks) rather than a
 * lifecycle hook: marketers can see it, trigger it by hand and read its delivery errors.
 * It is identified by its name; only that one webhook is ever created or changed here.
 *
 *   SITE_REVALIDATE_URL  e.g. https://www.example.com/api/revalidate   (unset: webhook left alone);
 *                        several sites reading one CMS: their URLs separated by spaces, a webhook each
 *   REVALIDATE_SECRET    shared with the site(s); sent as `x-revalidate-secret`
 *
 * The site decides which pages an event touches (pages/api/revalidate.ts). The CMS
 * tells it only of the content types the public reads (shared/contentTypes.json, as the public
 * role), and only the type, the ids and the path (a redirect's: its `from`; a popup's: its `slug`): Strapi's webhook
 * would send the whole entry of every type, a lead's or a data request's email and phone
 * included. A draft save (publishedAt null) is not sent either: the site regenerates nothing for
 * it. Created here, not in the admin: the admin refuses URLs on this machine or a private
 * network, where a site behind its proxy is.
 */

const { PUBLIC_READ } = require('./permissions');

const WEBHOOK_NAME = 'site-revalidate';
// entry.create: a redirect has no draft, so creating one is its publish.
const EVENTS = ['entry.create', 'entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'];

/** The first site's webhook keeps the name it always had; each further one is numbered. */
const nameOf = (i) => (i === 0 ? WEBHOOK_NAME : `${WEBHOOK_NAME}-${i + 1}`);
const ours = (name) => name === WEBHOOK_NAME || new RegExp(`^${WEBHOOK_NAME}-\\d+$`).test(name);

/**
 * What one of our webhooks sends for an event, or null: nothing. `info` is Strapi's
 * ({uid, model, entry}); the admin's "Trigger" test has none and sends the event's name only.
 */
function revalidatePayload(event, info) {
  if (!info || !info.uid) return {};
  if (!PUBLIC_READ.includes(info.uid)) return null;
  const entry = info.entry || {};
  if ((event === 'entry.update' || event === 'entry.create') && entry.publishedAt === null) return null;
  const path = typeof entry.path === 'string' ? { path: entry.path } : {};
  const from = typeof entry.from === 'string' ? { from: entry.from } : {};
  const slug = typeof entry.slug === 'string' ? { slug: entry.slug } : {};
  return { uid: info.uid, model: info.model, entry: { id: entry.id, documentId: entry.documentId, ...path, ...from, ...slug } };
}

const SLIM = Symbol.for('maven.revalidate.slim');

/**
 * Strapi's runner posts `{event, createdAt, ...info}` to every webhook of an event; ours get
 * revalidatePayload's instead, or no call at all. Any other webhook (a marketer's) is left as Strapi
 * sends it. Once per runner.
 */
function slimOurWebhooks(runner) {
  if (runner[SLIM]) return;
  const run = runner.run.bind(runner);
  runner.run = (webhook, event, info) => {
    if (!ours(webhook.name)) return run(webhook, event, info);
    const payload = revalidatePayload(event, info);
    return payload ? run(webhook, event, payload) : Promise.resolve({ statusCode: 204, message: 'not sent: not a public content type, or a draft' });
  };
  runner[SLIM] = true;
}

async function ensureRevalidateWebhook(strapi) {
  // Before anything else: a webhook kept from an earlier start is slimmed too, configured here or not.
  slimOurWebhooks(strapi.get('webhookRunner'));
  const urls = (process.env.SITE_REVALIDATE_URL ?? '').split(/\s+/).filter(Boolean);
  const secret = process.env.REVALIDATE_SECRET;
  if (!urls.length || !secret) {
    strapi.log.info('[webhook] SITE_REVALIDATE_URL / REVALIDATE_SECRET not set: revalidation webhook not configured');
    return;
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = await store.findWebhooks();
  for (const [i, url] of urls.entries()) {
    const wanted = { name: nameOf(i), url, headers: { 'x-revalidate-secret': secret }, events: EVENTS };
    const found = existing.find((w) => w.name === wanted.name);
    if (!found) {
      runner.add(await store.createWebhook(wanted));
      strapi.log.info(`[webhook] created ${wanted.name} -> ${url}`);
      continue;
    }
    const same = found.url === url && found.headers?.['x-revalidate-secret'] === secret && EVENTS.every((e) => found.events.includes(e));
    if (same) continue;
    // Keep a marketer's enable/disable choice; only the environment-owned fields change.
    const updated = await store.updateWebhook(found.id, { ...wanted, isEnabled: found.isEnabled });
    if (updated) runner.update(updated);
    strapi.log.info(`[webhook] updated ${wanted.name} -> ${url}`);
  }
  // A site no longer in the list gets no more calls.
  for (const gone of existing.filter((w) => ours(w.name) && !urls.some((_, i) => nameOf(i) === w.name))) {
    await store.deleteWebhook(gone.id);
    runner.remove(gone);
    strapi.log.info(`[webhook] removed ${gone.name} -> ${gone.url}`);
  }
}

module.exports = { ensureRevalidateWebhook, slimOurWebhooks, WEBHOOK_NAME, EVENTS };
