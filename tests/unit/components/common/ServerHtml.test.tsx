import { waitFor } from '@testing-library/react';
import type { act as actType } from 'react';
import type { hydrateRoot as hydrateRootType } from 'react-dom/client';
import type { renderToString as renderToStringType } from 'react-dom/server';
import type { ServerHtml as ServerHtmlType } from '../../../../components/common/deferHydration';

const routeStart: (() => void)[] = [];
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    events: { on: (_: string, f: () => void) => routeStart.push(f), off: jest.fn() },
  },
}));

let act: typeof actType;
let hydrateRoot: typeof hydrateRootType;
let renderToString: typeof renderToStringType;
/** Fresh modules: a region keeps the server's HTML only in the page's first render (module state). */
function freshServerHtml(): typeof ServerHtmlType {
  let fresh!: typeof ServerHtmlType;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    fresh = require('../../../../components/common/deferHydration').ServerHtml;
    act = require('react').act;
    hydrateRoot = require('react-dom/client').hydrateRoot;
    renderToString = require('react-dom/server').renderToString;
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return fresh;
}

/** Media queries that match as `matches` says, with their change listeners. */
function mockMedia(matches: (query: string) => boolean) {
  const listeners: (() => void)[] = [];
  window.matchMedia = ((query: string) => ({
    get matches() { return matches(query); },
    addEventListener: (_: string, f: () => void) => listeners.push(f),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  return () => listeners.forEach((f) => f());
}

const renders = jest.fn();
function Courses({ title }: { title: string }) {
  renders(title);
  return (
    <section>
      <h2>{title}</h2>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the server's HTML of a SmartLink */}
      <a href="/asic-verification" data-route="">ASIC Verification</a>
    </section>
  );
}

/** The server's HTML of `<ServerHtml><Courses /></ServerHtml>` in a container, as a page delivers it (the server has no window). */
function serverPage(title: string) {
  const container = document.createElement('div');
  container.innerHTML = `<div class="deferred">${renderToString(<Courses title={title} />)}</div>`;
  document.body.appendChild(container);
  renders.mockClear();
  return container;
}

beforeEach(() => { routeStart.length = 0; renders.mockClear(); });

describe('ServerHtml', () => {
  it('leaves the server\'s HTML as it is on the first load: its part never renders', async () => {
    const ServerHtml = freshServerHtml();
    const container = serverPage('Our courses');
    const heading = container.querySelector('h2');
    await act(async () => { hydrateRoot(container, <ServerHtml><Courses title="Our courses" /></ServerHtml>); });

    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading!.textContent).toBe('Our courses');
  });

  it('renders its part once a client navigation starts, so the next page\'s props show', async () => {
    const ServerHtml = freshServerHtml();
    const container = serverPage('Our courses');
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => { root = hydrateRoot(container, <ServerHtml><Courses title="Our courses" /></ServerHtml>); });
    expect(renders).not.toHaveBeenCalled();

    await act(async () => { routeStart.forEach((f) => f()); });
    expect(renders).toHaveBeenCalledWith('Our courses');
    await act(async () => { root.render(<ServerHtml><Courses title="Embedded systems" /></ServerHtml>); });
    expect(container.querySelector('h2')!.textContent).toBe('Embedded systems');
    expect(container.querySelectorAll('h2')).toHaveLength(1);
  });

  it('with `until`, keeps the server\'s HTML while the query does not match, hydrates when it does, and renders once it comes to match', async () => {
    let wide = false;
    const change = mockMedia(() => wide);
    const ServerHtml = freshServerHtml();
    const container = serverPage('Desktop menu');
    await act(async () => { hydrateRoot(container, <ServerHtml until="(min-width: 992px)"><Courses title="Desktop menu" /></ServerHtml>); });
    expect(renders).not.toHaveBeenCalled();

    wide = true;
    await act(async () => { change(); });
    await waitFor(() => expect(renders).toHaveBeenCalledWith('Desktop menu'));
    expect(container.querySelectorAll('h2')).toHaveLength(1);

    // A window that matches from the start hydrates the part as React always would.
    const Fresh = freshServerHtml();
    const matching = serverPage('Desktop menu');
    await act(async () => { hydrateRoot(matching, <Fresh until="(min-width: 992px)"><Courses title="Desktop menu" /></Fresh>); });
    expect(renders).toHaveBeenCalledWith('Desktop menu');
  });
});
