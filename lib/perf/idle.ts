// Browser-only. Safari shipped no requestIdleCallback until recently: a bare call threw there,
// and the popup's preparation after load never ran (nor any work scheduled behind it).

/**
 * Runs `run` at the browser's next idle moment, at the latest after `timeoutMs`; where there is
 * no requestIdleCallback, after `fallbackMs`. Returns its cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 1): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
