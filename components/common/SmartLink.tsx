import Router from 'next/router';
import type { ReactNode } from 'react';
import { isExternal, isSitePath } from '../../lib/links';

interface Props { href: string; target?: string; className?: string; title?: string; children: ReactNode; onClick?: () => void; 'aria-label'?: string }

/**
 * Site paths navigate through the router (so the route loader and data prefetch work); other
 * sites open in a new tab unless the CMS says otherwise; tel:/mailto: stay plain anchors.
 *
 * Not next/link: a page carries ~90 links (menus, footer lists), and next/link resolves each
 * href and watches each one with an IntersectionObserver while the page hydrates. Profiled on
 * a course page, that was ~35 ms of main-thread work. A site link here has no handler of its
 * own: one listener for the whole page (routeSiteLinks) routes its plain clicks and prefetches
 * its page on intent (hover, touch, focus), not on sight, whether React owns the link or it is
 * still the server's HTML (a footer, a ServerHtml region).
 */
export default function SmartLink({ href, target, children, onClick, ...rest }: Props) {
  const tab = isExternal(href) ? target ?? '_blank' : target;
  const site = isSitePath(href);
  const rel = !site && tab === '_blank' ? 'noopener noreferrer' : undefined;
  return <a href={href} target={tab} rel={rel} data-route={site ? '' : undefined} onClick={onClick} {...rest}>{children}</a>;
}

/** A plain left click, in this tab, that the page has not handled: the router may take it. */
const isPlainClick = (e: MouseEvent, target: string | null) =>
  !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!target || target === '_self');
const INTENTS = ['mouseover', 'touchstart', 'focusin'] as const;

/**
 * The page's one listener for SmartLink's site links (`data-route`), installed once by `_app`.
 * CMS HTML's links stay the browser's (a site path there may be a file), as do clicks before
 * the router exists. Returns the listeners' removal.
 */
export function routeSiteLinks(root: Document | HTMLElement): () => void {
  const warmed = new Set<string>();
  const linkOf = (e: Event) => (e.target instanceof Element ? e.target.closest('a[data-route]') : null);
  const onIntent = (e: Event) => {
    const href = linkOf(e)?.getAttribute('href');
    if (!href || warmed.has(href) || !Router.router) return;
    warmed.add(href);
    Router.prefetch(href).catch(() => { /* a failed prefetch costs nothing but itself */ });
  };
  const onClick = (e: Event) => {
    const link = linkOf(e);
    if (!link || !Router.router || !isPlainClick(e as MouseEvent, link.getAttribute('target'))) return;
    e.preventDefault();
    void Router.push(link.getAttribute('href')!);
  };
  root.addEventListener('click', onClick);
  for (const type of INTENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => { root.removeEventListener('click', onClick); for (const type of INTENTS) root.removeEventListener(type, onIntent); };
}
