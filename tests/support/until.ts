/** Polls `check` every 100 ms until it holds; fails after `timeoutMs`. The tests' one way to wait. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
