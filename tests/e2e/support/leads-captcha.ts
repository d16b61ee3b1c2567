// The only stubs of the lead journeys, both at Google's boundary:
// - the reCAPTCHA script (browser, via page.route): a checkbox that hands the form a token;
// - the siteverify endpoint (server, a local HTTP server the site reaches via RECAPTCHA_VERIFY_URL):
//   tokens starting with 'stub-ok-' pass, 'stub-down-' get a 503 as from a Google that cannot
//   answer (the lead is held), any other token fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';

const STUB_HOSTNAME = '127.0.0.1';
/** The e2e build's site key (NEXT_PUBLIC_RECAPTCHA_SITE_KEY): the stub records what the form renders with. */
export const E2E_RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key-0123456789';

const SCRIPT = `(function () {
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  var widgets = [];
  window.grecaptcha = {
    render: function (el, params) {
      window.__captchaSiteKey = params.sitekey;
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      label.appendChild(box);
      label.appendChild(document.createTextNode(" I'm not a robot"));
      box.addEventListener('change', function () {
        if (box.checked) params.callback(window.__captchaToken || ('stub-ok-' + Date.now() + '-' + Math.random().toString(36).slice(2)));
      });
      el.appendChild(label);
      widgets.push(box);
      return widgets.length - 1;
    },
    reset: function (id) { var b = widgets[id || 0]; if (b) b.checked = false; },
    getResponse: function () { return ''; },
    execute: function () {},
    ready: function (cb) { cb(); }
  };
  // Like Google's loader: the onload callback runs after the script's own load event.
  var self = document.currentScript;
  var ready = function () { setTimeout(function () { if (onload && typeof window[onload] === 'function') window[onload](); }, 0); };
  if (self) self.addEventListener('load', ready); else ready();
})();`;

export async function stubRecaptcha(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.google\.com|www\.gstatic\.com|www\.recaptcha\.net)\/recaptcha\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: SCRIPT }));
}

/** Ticks the stubbed reCAPTCHA checkbox of a form (every lead form carries one). */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: "I'm not a robot" }).check();
}

/** Google's siteverify, answering like Google does. Runs in the Playwright runner process. */
export async function startSiteverifyStub(): Promise<{ url: string; env: Record<string, string> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      if (token.startsWith('stub-down-')) { res.statusCode = 503; res.end('Service Unavailable'); return; }
      const ok = token.startsWith('stub-ok-');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok ? { success: true, hostname: STUB_HOSTNAME, challenge_ts: new Date().toISOString() } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  return { url, env: { RECAPTCHA_SECRET_KEY: 'e2e-secret', RECAPTCHA_VERIFY_URL: url, RECAPTCHA_HOSTNAMES: STUB_HOSTNAME } };
}
