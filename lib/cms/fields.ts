// The small pieces every reshaper uses, and where the browser reaches the CMS: only through
// this origin's API routes (proxy.ts), so the CSP names no CMS origin. Browser-safe: the
// popup's reshaper and the browser's Apollo client use it too.
import { isSitePath } from '../links';
import type { Media } from './types';

export const GRAPHQL_PROXY_PATH = '/api/graphql';
export const MEDIA_PROXY_PREFIX = '/api/media/';
export const CMS_MEDIA_PREFIX = '/uploads/';

/** `/uploads/a.png` (how Strapi names its files) → the path the browser loads it from. */
export function mediaUrl(url: string): string {
  return url.startsWith(CMS_MEDIA_PREFIX) ? MEDIA_PROXY_PREFIX + url.slice(CMS_MEDIA_PREFIX.length) : url;
}

/** A content path must look like a site path; anything else is not a route of ours. */
export const isContentPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.includes('//') && (value === '/' || !value.endsWith('/'));

export type Json = Record<string, unknown> | null | undefined;

/** A CMS text, trimmed; empty or not a string → `fallback`. */
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
export const optional = (value: unknown): string | undefined => str(value) || undefined;
export const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : []);

/** `{data:{attributes:X}}` → X (single types, media). */
export function attributes(entity: unknown): Json {
  const data = (entity as { data?: { attributes?: Json } } | null | undefined)?.data;
  return data?.attributes ?? null;
}

/** `{data:[{attributes:X}]}` → X[] (collections). */
export function attributesList(collection: unknown): Record<string, unknown>[] {
  const data = (collection as { data?: unknown } | null | undefined)?.data;
  return list(data).map((row) => (row.attributes as Record<string, unknown>) ?? null).filter(Boolean);
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

export function toMedia(entity: unknown): Media | null {
  const a = attributes(entity);
  const url = a && safeHref(a.url);
  if (!a || !url) return null;
  return { url: mediaUrl(url), alt: str(a.alternativeText), width: Number(a.width) || 0, height: Number(a.height) || 0 };
}
