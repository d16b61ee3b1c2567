// The content collections (course, page, testimonial, routes, redirects): Strapi's
// `data.attributes` nesting in, plain typed objects out. Rich text (markdown, possibly with raw
// HTML) becomes sanitised HTML here, on the server: the browser receives finished HTML, and
// links go through safeHref like every other CMS link. Server-only (marked, sanitize-html).
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { courseCtaText, TEXTS } from '../constants';
import { TEXT_FIELDS, type ContentRoutesQuery, type CourseByPathQuery, type CourseCardsQuery, type PageByPathQuery,
  type RedirectsQuery, type TestimonialsQuery } from '../../graphql/generated';
import { ENTRY_TEXT_DEFAULTS } from './defaults';
import { attributes, attributesList, isContentPath, list, mediaUrl, safeHref, str, texts, toMedia, type EntryOf } from './fields';
import { COURSE_CATEGORIES, type ContentRoute, type Batch, type Course, type CourseCard, type CourseCategory, type Cta, type DocumentFile, type Faq, type LeadSource, type Page, type Redirect, type Seo, type Testimonial } from './types';

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

// A CMS vector drawn in the page's own markup (lib/cms/index.ts) keeps its drawing alone.
const VECTOR_TAGS = ['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan'];
const VECTOR_ATTRIBUTES = ['xmlns', 'viewBox', 'width', 'height', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'points', 'transform',
  'fill', 'fill-*', 'clip-rule', 'stroke', 'stroke-*', 'opacity', 'font-*', 'letter-spacing', 'text-anchor', 'role', 'aria-label'];
const marks = (markup: string) => (markup.match(/<[a-zA-Z]|\s[\w:-]+=/g) ?? []).length;

/** An SVG file's drawing, or null when it holds anything more (a script, a link, a style, an id): such a file stays an <img>. */
export function safeVector(svg: string): string | null {
  const source = svg.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, '').trim();
  const clean = sanitizeHtml(source, { allowedTags: VECTOR_TAGS, allowedAttributes: { '*': VECTOR_ATTRIBUTES }, parser: { xmlMode: true } }).trim();
  return clean.startsWith('<svg') && /\sviewBox=/.test(clean) && marks(clean) === marks(source) ? clean : null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Markdown → plain text (for meta descriptions and JSON-LD answers). */
export function richTextToPlain(source: unknown): string {
  const text = sanitizeHtml(renderRichText(source), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}

// Parts of the answers, as their documents select them (types generated from the CMS's schema).
type CourseAnswer = EntryOf<CourseByPathQuery['courses']>;
type PageAnswer = EntryOf<PageByPathQuery['pages']>;

const category = (value: unknown): CourseCategory => (COURSE_CATEGORIES as readonly string[]).includes(str(value)) ? (value as CourseCategory) : 'job_oriented';

function toFaqs(items: CourseAnswer['faqs']): Faq[] {
  return list(items).flatMap((raw) => {
    const question = str(raw.question);
    const answerHtml = renderRichText(raw.answer);
    return question && answerHtml ? [{ question, answerHtml, answerText: richTextToPlain(raw.answer) }] : [];
  });
}

function toSeo(raw: CourseAnswer['seo']): Seo {
  return { metaTitle: str(raw?.metaTitle), metaDescription: str(raw?.metaDescription), ogImage: toMedia(raw?.ogImage) };
}

/** The lead-source component: only the fields a marketer filled in. */
const toLeadSource = (raw: CourseAnswer['leadSource']): LeadSource =>
  Object.fromEntries(Object.entries(texts(['source', 'sub_source', 'channel', 'oldSource'], raw ?? {}, {})).filter(([, v]) => v));

/** An uploaded file (`/uploads/…`) → its URL on this origin and its saved name; anything else is no document. */
function toDocumentFile(entity: CourseAnswer['curriculumDocument']): DocumentFile | null {
  const a = attributes(entity);
  const url = str(a?.url);
  if (!url.startsWith('/uploads/')) return null;
  return { url: mediaUrl(url), filename: str(a?.name) || url.split('/').pop()! };
}

/** `today` (YYYY-MM-DD): batches that started before it are left out. */
export function toCourse(data: CourseByPathQuery | null, today = new Date().toISOString().slice(0, 10)): Course | null {
  const a = attributesList(data?.courses)[0];
  if (!a || !isContentPath(a.path)) return null;
  const plain = texts(TEXT_FIELDS.course, a, ENTRY_TEXT_DEFAULTS.course);
  if (!plain.title) return null;
  return {
    ...plain,
    path: a.path,
    category: category(a.category),
    cta: toCta(a.cta) ?? { text: courseCtaText(plain.title), buttonName: TEXTS.bookDemo, link: null },
    heroImage: toMedia(a.heroImage),
    highlights: list(a.highlights).map((h) => ({ title: str(h.title), description: str(h.description) })).filter((h) => h.title),
    curriculum: list(a.curriculum)
      .map((m) => ({ title: str(m.title), topics: str(m.topics).split('\n').map((t) => t.trim()).filter(Boolean) }))
      .filter((m) => m.title),
    tools: list(a.tools).map((t) => str(t.name)).filter(Boolean),
    eligibilityHtml: renderRichText(a.eligibility),
    outcomes: list(a.outcomes).map((o) => ({ label: str(o.label), value: str(o.value) })).filter((o) => o.label && o.value),
    faqs: toFaqs(a.faqs),
    curriculumDocument: toDocumentFile(a.curriculumDocument),
    leadSource: toLeadSource(a.leadSource),
    seo: toSeo(a.seo),
    updatedAt: str(a.updatedAt),
    fee: toFee(a),
    schedule: whole(a.weeks) && whole(a.hoursPerWeek) ? { weeks: a.weeks!, hoursPerWeek: a.hoursPerWeek! } : null,
    batches: toBatches(a.batches, plain.mode, today),
  };
}

const whole = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toFee(a: CourseAnswer): Course['fee'] {
  if (typeof a.fee !== 'number' || !Number.isFinite(a.fee) || a.fee < 0) return null;
  const currency = str(a.feeCurrency, 'INR').toUpperCase();
  return { amount: a.fee, currency: /^[A-Z]{3}$/.test(currency) ? currency : 'INR' };
}

/** Upcoming batches only (a page regenerates at least daily), soonest first; a batch without its own mode has the course's. */
function toBatches(raw: CourseAnswer['batches'], courseMode: string, today: string): Batch[] {
  return list(raw)
    .map((b) => ({ startDate: str(b.startDate), mode: str(b.mode, courseMode), seatsLeft: typeof b.seatsLeft === 'number' && b.seatsLeft >= 0 ? b.seatsLeft : null }))
    .filter((b) => ISO_DATE.test(b.startDate) && b.startDate >= today)
    .sort((x, y) => x.startDate.localeCompare(y.startDate));
}

function toCta(raw: CourseAnswer['cta']): Cta | null {
  const buttonName = str(raw?.buttonName);
  if (!raw || !buttonName) return null;
  // An empty link means "open the lead popup"; an unsafe one is dropped the same way.
  return { text: str(raw.text), buttonName, link: safeHref(raw.link), leadSource: toLeadSource(raw.leadSource) };
}

export function toPage(data: PageByPathQuery | null): Page | null {
  const a: PageAnswer | undefined = attributesList(data?.pages)[0];
  if (!a || !isContentPath(a.path)) return null;
  const plain = texts(TEXT_FIELDS.page, a, ENTRY_TEXT_DEFAULTS.page);
  if (!plain.title) return null;
  const anchors = new Set<string>();
  return {
    ...plain,
    path: a.path,
    heroImage: toMedia(a.heroImage),
    sections: list(a.sections).flatMap((s) => {
      const heading = str(s.heading);
      if (!heading) return [];
      // Ids must be valid and unique on the page; a repeated or malformed anchor is dropped.
      const anchor = /^[A-Za-z][A-Za-z0-9_-]*$/.test(str(s.anchor)) && !anchors.has(str(s.anchor)) ? str(s.anchor) : null;
      if (anchor) anchors.add(anchor);
      return [{ heading, bodyHtml: renderRichText(s.body), anchor, image: toMedia(s.image) }];
    }),
    faqs: toFaqs(a.faqs),
    cta: toCta(a.cta),
    documents: Object.fromEntries(list(a.documents).flatMap((d) => (str(d.downloadId)
      ? [[str(d.downloadId), { file: toDocumentFile(d.file), title: str(d.title), description: str(d.description) }]]
      : []))),
    leadSource: toLeadSource(a.leadSource),
    seo: toSeo(a.seo),
    updatedAt: str(a.updatedAt),
  };
}

export function toCourseCards(data: CourseCardsQuery | null): CourseCard[] {
  return attributesList(data?.courses).flatMap((a) => (isContentPath(a.path) && str(a.title)
    ? [{ path: a.path, category: category(a.category), ...texts(['title', 'tagline', 'duration', 'mode'], a, {}) }]
    : []));
}

export function toTestimonials(data: TestimonialsQuery | null): Testimonial[] {
  return attributesList(data?.testimonials).flatMap((a, i) => {
    const t = texts(['name', 'role', 'company', 'quote'], a, {});
    return t.name && t.quote ? [{ id: a.rowId || `t${i}`, ...t }] : [];
  });
}

/** Course and page paths the CMS publishes, de-duplicated (a course wins), sorted. */
export function toContentRoutes(data: ContentRoutesQuery | null): ContentRoute[] {
  const seen = new Map<string, ContentRoute>();
  for (const [field, kind] of [['courses', 'course'], ['pages', 'page']] as const) {
    for (const a of attributesList(data?.[field])) {
      if (isContentPath(a.path) && !seen.has(a.path)) seen.set(a.path, { path: a.path, updatedAt: str(a.updatedAt), kind });
    }
  }
  return [...seen.values()].sort((x, y) => x.path.localeCompare(y.path));
}

/** Redirects between two paths of this site only (never another origin), first one per `from`. */
export function toRedirects(data: RedirectsQuery | null): Redirect[] {
  const seen = new Map<string, Redirect>();
  for (const a of attributesList(data?.redirects)) {
    if (!isContentPath(a.from) || !isContentPath(a.to) || a.from === a.to || seen.has(a.from)) continue;
    seen.set(a.from, { from: a.from, to: a.to, permanent: a.permanent !== false });
  }
  return [...seen.values()];
}
