// The small pieces every reshaper uses, and where the browser reaches the CMS's media: only
// through this origin's API route (proxy.ts), so the CSP names no CMS origin.
import { isSitePath } from '../links';
import type { Media } from './types';

const MEDIA_PROXY_PREFIX = '/api/media/';
export const CMS_MEDIA_PREFIX = '/uploads/';

/** `/uploads/a.png` (how Strapi names its files) → the path the browser loads it from. */
export function mediaUrl(url: string): string {
  return url.startsWith(CMS_MEDIA_PREFIX) ? MEDIA_PROXY_PREFIX + url.slice(CMS_MEDIA_PREFIX.length) : url;
}

/** The reverse of mediaUrl: where the CMS serves a file the browser loads through this origin. */
export function cmsMediaPath(url: string): string {
  return url.startsWith(MEDIA_PROXY_PREFIX) ? CMS_MEDIA_PREFIX + url.slice(MEDIA_PROXY_PREFIX.length) : url;
}

/** A content path must look like a site path; anything else is not a route of ours. */
export const isContentPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.includes('//') && (value === '/' || !value.endsWith('/'));

/** A CMS text, trimmed; empty or not a string → `fallback`. */
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
export const optional = (value: unknown): string | undefined => str(value) || undefined;
/** An entry's plain texts (their list is generated from its CMS schema), each by `str`, with its default. */
export const texts = <K extends string>(fields: readonly K[], entry: Partial<Record<K, unknown>>, defaults: Partial<Record<K, string>>) =>
  Object.fromEntries(fields.map((name) => [name, str(entry[name], defaults[name])])) as Record<K, string>;

// The answers' v4 nesting, whatever the entry (graphql/generated.ts gives each answer's exact
// type, where any level may be null). A CMS whose schema lags the checked-in one may leave out
// a field its type promises, so these check at run time what they read.
type Maybe<T> = T | null | undefined;
/** A v4 single type or relation: `{ data: { attributes } }`. */
export type Single<T> = Maybe<{ data?: Maybe<{ attributes?: Maybe<T> }> }>;
/** A v4 collection: `{ data: [{ id, attributes }] }`. */
export type Collection<T> = Maybe<{ data?: Maybe<Maybe<{ id?: Maybe<string | number>; attributes?: Maybe<T> }>[]> }>;
/** The attributes of a single type's answer field, as its schema gives them. */
export type AttributesOf<S> = NonNullable<S> extends Single<infer T> ? T : never;
/** The attributes of one entry of a collection's answer field. */
export type EntryOf<C> = NonNullable<C> extends Collection<infer T> ? T : never;

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** The entries of a list, without the null ones. */
export const list = <T>(value: Maybe<readonly Maybe<T>[]>): T[] => (Array.isArray(value) ? value.filter(isObject) as T[] : []);

/** `{data:{attributes:X}}` → X (single types, media). */
export function attributes<T>(entity: Single<T>): T | null {
  const a = isObject(entity) && isObject(entity.data) ? entity.data.attributes : null;
  return isObject(a) ? a : null;
}

/** `{data:[{id, attributes:X}]}` → X[] (collections), each with its row's id. */
export function attributesList<T>(collection: Collection<T>): (T & { rowId: string })[] {
  const rows = isObject(collection) ? collection.data : null;
  return list(rows).flatMap((row) => (isObject(row.attributes) ? [{ ...row.attributes, rowId: str(String(row.id ?? '')) }] : []));
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/** CMS links may only be site paths, anchors or http(s)/mailto/tel; anything else is dropped. */
export function safeHref(value: unknown): string | null {
  const href = str(value);
  if (!href) return null;
  if (isSitePath(href)) return href;
  if (href.startsWith('#')) return href;
  return SAFE_SCHEME.test(href) ? href : null;
}

type MediaAnswer = { url?: Maybe<string>; alternativeText?: Maybe<string>; width?: Maybe<number>; height?: Maybe<number> };

export function toMedia(entity: Single<MediaAnswer>): Media | null {
  const a = attributes(entity);
  const url = a && safeHref(a.url);
  if (!a || !url) return null;
  return { url: mediaUrl(url), alt: str(a.alternativeText), width: Number(a.width) || 0, height: Number(a.height) || 0 };
}
