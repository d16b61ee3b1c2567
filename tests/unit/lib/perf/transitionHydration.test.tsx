import { useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HYDRATION_MARK, hydrateInTransition } from '../../../../lib/perf/transitionHydration';

// A page of 40 parts that each take ~1 ms to render, like a real page's many small components.
const PARTS = 40;
let rendered = 0;
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* busy, as rendering is */ }
}
function Slow({ i }: { i: number }) {
  busy(1);
  if (typeof window !== 'undefined' && (globalThis as { __hydrating?: boolean }).__hydrating) rendered++;
  return <li>part {i}</li>;
}
// Effects run after the commit: until then the root is still hydrating, and unmounting it would
// be an update that arrives before hydration ends (React then reports an error).
let committed = false;
function Committed() {
  useEffect(() => { committed = true; }, []);
  return null;
}
const Page = () => <ul>{Array.from({ length: PARTS }, (_, i) => <Slow key={i} i={i} />)}<Committed /></ul>;

/** Samples, between tasks, how much of the page React has hydrated until it is done. */
async function hydrateAndSample(hydrate: typeof ReactDOMClient.hydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  rendered = 0;
  committed = false;
  (globalThis as { __hydrating?: boolean }).__hydrating = true;
  const seen = new Set<number>();
  // React's real scheduler, not act(): act would run the whole render in one go.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const root = hydrate(container, <Page />);
  while (!committed) {
    seen.add(rendered);
    await new Promise((r) => setTimeout(r, 0));
  }
  (globalThis as { __hydrating?: boolean }).__hydrating = false;
  root.unmount();
  container.remove();
  return [...seen].filter((n) => n > 0 && n < PARTS);
}

describe('hydrateInTransition', () => {
  it('lets React hydrate in slices that other tasks can run between (a plain hydrateRoot cannot)', async () => {
    const plain = await hydrateAndSample(ReactDOMClient.hydrateRoot);
    const client = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInTransition(client);
    const sliced = await hydrateAndSample(client.hydrateRoot);
    expect(plain).toEqual([]);
    expect(sliced.length).toBeGreaterThan(1);
  });

  it('wraps once, and passes the arguments and the root through', () => {
    const root = { render: jest.fn() };
    const original = jest.fn(() => root);
    const client = { hydrateRoot: original as unknown as typeof ReactDOMClient.hydrateRoot };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
    const el = document.createElement('div');
    expect(client.hydrateRoot(el, <p />, { identifierPrefix: 'x' })).toBe(root);
    expect(original).toHaveBeenCalledWith(el, <p />, { identifierPrefix: 'x' });
  });

  it('leaves a user-timing mark when hydrateRoot goes through it (the e2e guard reads it)', () => {
    const mark = jest.fn();
    Object.assign(performance, { mark });
    try {
      const client = { hydrateRoot: jest.fn() as unknown as typeof ReactDOMClient.hydrateRoot };
      hydrateInTransition(client);
      expect(mark).not.toHaveBeenCalled();
      client.hydrateRoot(document.createElement('div'), <p />);
      expect(mark).toHaveBeenCalledWith(HYDRATION_MARK);
    } finally {
      delete (performance as { mark?: unknown }).mark;
    }
  });
});
