// One way to stop waiting on something that may hang (Redis or Postgres away): the page cache,
// the health answer, the metrics' scrape and the lead rehearsal. The timer never keeps the
// process alive.

/**
 * Settles as `promise` does or, when it has not within `ms`, as `late()` does (its value or its throw).
 * @template T @param {Promise<T>} promise @param {number} ms @param {() => T} late @returns {Promise<T>}
 */
function deadline(promise, ms, late) {
  let timer;
  const expired = new Promise((resolve) => { timer = setTimeout(resolve, ms); timer.unref?.(); }).then(late);
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

module.exports = { deadline };
