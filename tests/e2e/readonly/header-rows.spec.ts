// Every header is one row at every desktop width, with texts 30% longer than the
// seed's, and shows its mobile form below 992px. Measured in Chromium: only a real layout engine
// says whether a row wraps. The longer texts are typed into the DOM, not the CMS: the header
// texts live in six CMS types and partly still in code, and one edit-publish-ISR
// round per type and width would take minutes and would race the specs that read the seed texts.
import { expect, test, type Locator, type Page } from '../support/test';

const HEADERS = [
  // The standard desktop header is two bars by design (top links, main bar): each one row.
  { kind: 'standard', path: '/', testId: 'desktop-header', rows: 2 },
  { kind: 'enterprise', path: '/enterprise', testId: 'enterprise-header', rows: 1 },
  { kind: 'marketing b2c', path: '/vlsi-embedded-iit-certification', testId: 'marketing-b2c-header', rows: 1 },
  { kind: 'marketing b2b', path: '/vlsi-courses/example-corporate-programmes', testId: 'marketing-b2b-header', rows: 1 },
  { kind: 'M.Tech', path: '/mtech-in-vlsi-design', testId: 'mtech-header', rows: 1 },
] as const;
// 1099 and 1199: the widest screens of the two tightest type tiers (header.module.scss).
const DESKTOP_WIDTHS = [992, 1099, 1199, 1280, 1440];

interface RowReport {
  rows: number; wrapped: string[]; outside: string[]; truncated: string[]; truncatedUnnamed: string[]; overflow: boolean;
}

/**
 * The header's visible links, buttons and images grouped into rows (items whose boxes overlap
 * vertically share a row); texts that break onto a second line; items past the viewport; texts
 * cut with no full text in title/aria-label. `lengthen`: first make every text 30% longer.
 */
function measure(header: Locator, lengthen: boolean): Promise<RowReport> {
  return header.evaluate((root, longer) => {
    const shown = (el: Element) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !el.closest('[hidden]'); };
    const items = [...root.querySelectorAll('a, button, img, svg[role="img"]')].filter(shown);
    // The text a visitor reads: a dropdown's caret is aria-hidden, and the words drawn in a vector
    // (the logo's) are its picture, named by its aria-label.
    const read = (n: Node) => !n.parentElement?.closest('[aria-hidden="true"], [role="img"]');
    const textOf = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let out = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (read(n)) out += n.textContent;
      return out.trim();
    };
    const name = (el: Element) => textOf(el) || el.getAttribute('aria-label') || el.getAttribute('alt') || el.tagName;
    if (longer) {
      for (const el of items) {
        const before = textOf(el);
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const t = n.textContent ?? '';
          if (t.trim().length < 2 || !read(n)) continue;
          const extra = Math.ceil(t.length * 0.3);
          const at = t.indexOf('@');
          // An email stays one word (a longer mailbox); other texts get more words, as a marketer types them.
          n.textContent = at > 0 ? t.slice(0, at) + 'x'.repeat(extra) + t.slice(at) : `${t} ${t.slice(0, extra - 1)}`;
        }
        // The page renders `title` from the same CMS text: it grows with it.
        if (before && el.getAttribute('title') === before) el.setAttribute('title', textOf(el));
      }
    }
    // Boxes that overlap vertically share a row (a dropdown's smaller caret sits a pixel lower than its text).
    const rowsOf = (rects: DOMRect[]) => {
      const rows: { bottom: number }[] = [];
      for (const r of [...rects].sort((a, b) => a.top - b.top)) {
        const last = rows[rows.length - 1];
        if (last && r.top < last.bottom - 2) last.bottom = Math.max(last.bottom, r.bottom);
        else rows.push({ bottom: r.bottom });
      }
      return rows.length;
    };
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const lineCount = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return rowsOf([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
    };
    const text = items.filter((el) => el.tagName !== 'IMG' && el.tagName !== 'svg' && textOf(el));
    return {
      rows: rowsOf(boxes.map(({ r }) => r)),
      wrapped: text.filter((el) => lineCount(el) > 1).map(name),
      outside: boxes.filter(({ r }) => r.left < -0.5 || r.right > window.innerWidth + 0.5).map(({ el }) => name(el)),
      truncated: text.filter((el) => el.scrollWidth > el.clientWidth + 1).map(name),
      truncatedUnnamed: text.filter((el) => el.scrollWidth > el.clientWidth + 1
        && ![el.getAttribute('title'), el.getAttribute('aria-label')].includes(textOf(el))).map(name),
      overflow: document.documentElement.scrollWidth > window.innerWidth || root.scrollWidth > root.clientWidth,
    };
  }, lengthen);
}

/** The header a phone sees: the standard layout renders a separate one, the others change form. */
const phoneBar = (page: Page, testId: string) => page.getByTestId(testId === 'desktop-header' ? 'mobile-header' : testId);
const openMenu = (page: Page, testId: string) => phoneBar(page, testId).getByRole('button', { name: 'Open menu' });

for (const h of HEADERS) {
  const rows = h.rows === 1 ? 'one row' : 'one row a bar';
  const title = `the ${h.kind} header is ${rows} at 992, 1099, 1199, 1280 and 1440px, with the seed texts uncut and 30% longer ones`;
  test(title, async ({ page }) => {
    for (const width of DESKTOP_WIDTHS) {
      for (const lengthen of [false, true]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(h.path);
        const header = page.getByTestId(h.testId);
        await expect(header).toBeVisible();
        await expect(openMenu(page, h.testId)).toBeHidden();
        const { truncated, ...report } = await measure(header, lengthen);
        const label = `${width}px, ${lengthen ? '130% texts' : 'seed texts'}`;
        // The ellipsis is a last resort: never for the seed's texts; for longer ones only with the
        // full text in title (truncatedUnnamed), and listed in the report to watch.
        if (!lengthen) expect(truncated, `${label}: cut texts`).toEqual([]);
        if (truncated.length) test.info().annotations.push({ type: 'truncated', description: `${label}: ${truncated.join(' | ')}` });
        expect(report, label).toEqual({ rows: h.rows, wrapped: [], outside: [], truncatedUnnamed: [], overflow: false });
      }
    }
  });

  test(`below 992px the ${h.kind} header shows its mobile form`, async ({ page }) => {
    for (const width of [991, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(h.path);
      const toggle = openMenu(page, h.testId);
      await expect(toggle, `${width}px`).toBeVisible();
      // The desktop row is gone: only the logo and the menu button are left in the bar.
      const bar = phoneBar(page, h.testId);
      await expect(bar.getByRole('link').filter({ visible: true }), `${width}px`).toHaveCount(1);
      await expect(bar.getByRole('button').filter({ visible: true }), `${width}px`).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      await toggle.click();
      await expect(bar.getByRole('button', { name: 'Close menu' })).toBeVisible();
    }
  });
}
