// The chat provider of the e2e build (NEXT_PUBLIC_CHAT_SCRIPT_URL, set by global-setup): a
// name that resolves nowhere, answered at the network boundary by page.route. Its script does
// what a provider's script does: call home and open a frame, so script-src, connect-src and
// frame-src of the CSP are all exercised.
import { test, type Page } from '@playwright/test';

export const CHAT_ORIGIN = 'https://chat.e2e.example';
export const CHAT_SCRIPT_URL = `${CHAT_ORIGIN}/widget.js`;

const WIDGET_JS = `
  fetch(${JSON.stringify(CHAT_ORIGIN)} + '/session', { method: 'POST' });
  const frame = document.createElement('iframe');
  frame.title = 'Chat provider';
  frame.src = ${JSON.stringify(CHAT_ORIGIN)} + '/frame';
  document.body.appendChild(frame);
`;

/** Stubs the provider; returns the log of paths the page asked it for, in order. */
export async function stubChatProvider(page: Page): Promise<string[]> {
  const log: string[] = [];
  await page.route(`${CHAT_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    log.push(pathname);
    if (pathname === '/widget.js') return route.fulfill({ contentType: 'text/javascript', body: WIDGET_JS });
    if (pathname === '/session') return route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"id":"e2e"}' });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>chat</title><p>Hello</p>' });
  });
  return log;
}

/** A deployed site has its own chat provider, or none: the journeys that stub the e2e stack's are left out. */
export const skipOnDeployedSite = () => test.skip(Boolean(process.env.SITE_URL), 'needs the test chat provider the e2e stack configures');
