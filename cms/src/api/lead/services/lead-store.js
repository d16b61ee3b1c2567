'use strict';

// Stores leads under their Idempotency-Key, one lead per key, for the single lead routes and
// the site's batches alike (strapi.service('api::lead.lead-store').store(items)).
//
// Why the query engine (strapi.db.query().createMany) and not the document service: a
// document-service create costs ~8 ms of this process's CPU per lead (yup validation of every
// attribute, a unique check that queries, a re-read to return it), and the CMS shares the
// site's two cores; Strapi was measured at one core for 85-150 leads/s. The controller
// has already checked every field against the lead contract (strings, lengths, the email, the
// required form), which is all the validator would check on this flat, relation-free type.
// The query engine still fills documentId and the timestamps; publishedAt is set as the
// document service sets it for a type without draft & publish.

const LEAD_UID = 'api::lead.lead';

// In-process serialisation per Idempotency-Key: a read-then-insert is not atomic, so two
// concurrent requests with one key (a job run twice) could otherwise both insert. One CMS
// process per database => this is enough. A batch takes its keys in
// sorted order, so two batches that share keys cannot wait for each other in a circle.
const keyLocks = new Map();

async function lock(key) {
  const prev = keyLocks.get(key) || Promise.resolve();
  let release;
  const current = new Promise((r) => (release = r));
  const chained = prev.then(() => current);
  keyLocks.set(key, chained);
  await prev;
  return () => {
    release();
    if (keyLocks.get(key) === chained) keyLocks.delete(key);
  };
}

async function withKeyLocks(keys, fn) {
  const releases = [];
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await lock(key));
    return await fn();
  } finally {
    releases.forEach((release) => release());
  }
}

const pick = (row, duplicate) => ({ id: row.id, documentId: row.documentId, duplicate });

module.exports = ({ strapi }) => {
  /** store() for the items of one collection, each with a unique idempotencyKey attribute. */
  async function storeIn(uid, items) {
    const keys = items.map((i) => i.key).filter(Boolean);
    return withKeyLocks(keys, async () => {
      const found = keys.length
        ? await strapi.db.query(uid).findMany({
            where: { idempotencyKey: { $in: [...new Set(keys)] } },
            select: ['id', 'documentId', 'idempotencyKey'],
          })
        : [];
      const byKey = new Map(found.map((row) => [row.idempotencyKey, row]));
      const fresh = [];
      const pending = new Set();
      for (const item of items) {
        if (item.key && (byKey.has(item.key) || pending.has(item.key))) continue;
        fresh.push(item);
        if (item.key) pending.add(item.key);
      }
      const created = new Map();
      if (fresh.length) {
        const publishedAt = new Date();
        const { ids } = await strapi.db.query(uid).createMany({
          data: fresh.map((i) => ({ ...i.lead, idempotencyKey: i.key || null, publishedAt })),
        });
        const rows = await strapi.db.query(uid).findMany({ where: { id: { $in: ids } }, select: ['id', 'documentId'] });
        const byId = new Map(rows.map((row) => [row.id, row]));
        // createMany answers the ids in the order of its data.
        fresh.forEach((item, n) => {
          const row = byId.get(ids[n]);
          created.set(item, row);
          if (item.key) byKey.set(item.key, row);
        });
      }
      await linkRepeats(uid, fresh.filter((item) => item.repeatOf && created.has(item)), created);
      return items.map((item) => (created.has(item) ? pick(created.get(item), false) : pick(byKey.get(item.key), true)));
    });
  }

  /**
   * A lead the site found to repeat an earlier one (same email or phone within 30 days)
   * points at it, so sales opens one person. A relation is a join row, which createMany does not
   * write: one update per repeat, a few in a batch. An earlier lead not (yet) here leaves the
   * `repeat` flag alone.
   */
  async function linkRepeats(uid, repeats, created) {
    if (!repeats.length) return;
    const earlier = await strapi.db.query(uid).findMany({
      where: { idempotencyKey: { $in: [...new Set(repeats.map((i) => i.repeatOf))] } }, select: ['id', 'idempotencyKey'],
    });
    const idOf = new Map(earlier.map((row) => [row.idempotencyKey, row.id]));
    for (const item of repeats) {
      if (!idOf.has(item.repeatOf)) continue;
      await strapi.db.query(uid).update({ where: { id: created.get(item).id }, data: { repeatOf: idOf.get(item.repeatOf) } });
    }
  }

  return {
    /**
     * items: [{ key?: string, lead: {...contract fields}, uid?, repeatOf?: the key of the lead it repeats }]. Answers, in order, { id,
     * documentId, duplicate }: a key stored before (or twice in one batch) is answered with its
     * first lead. `uid`: the collection (default the leads; a data request names its own).
     */
    async store(items) {
      const uids = [...new Set(items.map((i) => i.uid || LEAD_UID))];
      if (uids.length === 1) return storeIn(uids[0], items);
      const answers = new Map();
      for (const uid of uids) {
        const group = items.filter((i) => (i.uid || LEAD_UID) === uid);
        (await storeIn(uid, group)).forEach((answer, n) => answers.set(group[n], answer));
      }
      return items.map((item) => answers.get(item));
    },
  };
};
