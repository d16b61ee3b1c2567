'use strict';

/**
 * The site's on-demand revalidation webhook, kept in step with the environment at every boot.
 *
 * A real Strapi webhook (visible and testable under Settings → Webhooks) rather than a
 * lifecycle hook: marketers can see it, trigger it by hand and read its delivery errors.
 * It is identified by its name; only that one webhook is ever created or changed here.
 *
 *   SITE_REVALIDATE_URL  e.g. https://www.example.com/api/revalidate   (unset: webhook left alone)
 *   REVALIDATE_SECRET    shared with the site; sent as `x-revalidate-secret`
 *
 * The site decides which pages an event touches (pages/api/revalidate.ts); the CMS just
 * reports every publish / unpublish / update / delete.
 */

const WEBHOOK_NAME = 'site-revalidate';
// entry.create: a redirect has no draft, so creating one is its publish.
const EVENTS = ['entry.create', 'entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'];

async function ensureRevalidateWebhook(strapi) {
  const url = process.env.SITE_REVALIDATE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!url || !secret) {
    strapi.log.info('[webhook] SITE_REVALIDATE_URL / REVALIDATE_SECRET not set: revalidation webhook not configured');
    return;
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const wanted = { name: WEBHOOK_NAME, url, headers: { 'x-revalidate-secret': secret }, events: EVENTS };
  const existing = (await store.findWebhooks()).find((w) => w.name === WEBHOOK_NAME);
  if (!existing) {
    const created = await store.createWebhook(wanted);
    runner.add(created);
    strapi.log.info(`[webhook] created ${WEBHOOK_NAME} -> ${url}`);
    return;
  }
  const same =
    existing.url === url &&
    existing.headers?.['x-revalidate-secret'] === secret &&
    EVENTS.every((e) => existing.events.includes(e));
  if (same) return;
  // Keep a marketer's enable/disable choice; only the environment-owned fields change.
  const updated = await store.updateWebhook(existing.id, { ...wanted, isEnabled: existing.isEnabled });
  if (updated) runner.update(updated);
  strapi.log.info(`[webhook] updated ${WEBHOOK_NAME} -> ${url}`);
}

module.exports = { ensureRevalidateWebhook, WEBHOOK_NAME, EVENTS };
