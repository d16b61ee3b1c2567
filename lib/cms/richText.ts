// CMS rich text (markdown, possibly with raw HTML) → HTML that is safe to render.
// Runs on the server only (getStaticProps); the browser receives finished, sanitised HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { safeHref } from './reshape';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Tags a marketer may use. The page's single h1 is the title, so body headings start at h3. */
// `span` (no attributes) is what an unsafe link becomes: dropping a transformed tag instead
// makes sanitize-html close the wrong element.
const ALLOWED_TAGS = ['p', 'br', 'span', 'strong', 'em', 'b', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

const demote = (tagName: string) => (): sanitizeHtml.Tag => ({ tagName, attribs: {} });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['align'], th: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: demote('h3'),
    h2: demote('h3'),
    h5: demote('h4'),
    h6: demote('h4'),
    // Same rule as every other CMS link (safeHref); a link with another scheme keeps its text only.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      if (!href) return { tagName: 'span', attribs: {} };
      const external = /^https?:\/\//i.test(href);
      return { tagName: 'a', attribs: external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } };
    },
  },
};

/** Markdown (or HTML) from the CMS → sanitised HTML. Empty input gives ''. */
export function renderRichText(source: unknown): string {
  if (typeof source !== 'string' || source.trim() === '') return '';
  const html = marked.parse(source) as string;
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Markdown → plain text (for meta descriptions and JSON-LD answers). */
export function richTextToPlain(source: unknown): string {
  const text = sanitizeHtml(renderRichText(source), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}
