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
 * The site decides which pages an event touches (pages/api/revalidate.ts); the CMS just
 * reports every publish / unpublish / update / delete. Created here, not in the admin: the
 * admin refuses URLs on this machine or a private network, where a site behind its proxy is.
 */

const WEBHOOK_NAME = 'site-revalidate';
// entry.create: a redirect has no draft, so creating one is its publish.
const EVENTS = ['entry.create', 'entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'];

/** The first site's webhook keeps the name it always had; each further one is numbered. */
const nameOf = (i) => (i === 0 ? WEBHOOK_NAME : `${WEBHOOK_NAME}-${i + 1}`);
const ours = (name) => name === WEBHOOK_NAME || new RegExp(`^${WEBHOOK_NAME}-\\d+$`).test(name);

async function ensureRevalidateWebhook(strapi) {
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

module.exports = { ensureRevalidateWebhook };
