import Router from 'next/router';
import type { MouseEvent, ReactNode } from 'react';
import { isExternal, isSitePath } from '../../lib/links';

interface Props { href: string; target?: string; className?: string; title?: string; children: ReactNode; onClick?: () => void; 'aria-label'?: string }

/** A plain left click, in this tab, that the page has not handled: the router may take it. */
const isPlainClick = (e: MouseEvent, target?: string) =>
  !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!target || target === '_self');

const prefetch = (href: string) => { Router.prefetch(href).catch(() => { /* a failed prefetch costs nothing but itself */ }); };

/**
 * Site paths navigate through the router (so the route loader and data prefetch work); other
 * sites open in a new tab unless the CMS says otherwise; tel:/mailto: stay plain anchors.
 *
 * Not next/link: a page carries ~90 links (menus, footer lists), and next/link resolves each
 * href and watches each one with an IntersectionObserver while the page hydrates. Profiled on
 * a course page, that was ~35 ms of main-thread work; this link does nothing until it is
 * hovered, touched, focused or clicked. Prefetch therefore starts on intent, not on sight.
 */
export default function SmartLink({ href, target, children, onClick, ...rest }: Props) {
  if (!isSitePath(href)) {
    const tab = isExternal(href) ? target ?? '_blank' : target;
    return <a href={href} target={tab} rel={tab === '_blank' ? 'noopener noreferrer' : undefined} onClick={onClick} {...rest}>{children}</a>;
  }
  const navigate = (e: MouseEvent) => {
    onClick?.();
    if (!isPlainClick(e, target)) return;
    e.preventDefault();
    void Router.push(href);
  };
  const warm = () => prefetch(href);
  return <a href={href} target={target} onClick={navigate} onMouseEnter={warm} onTouchStart={warm} onFocus={warm} {...rest}>{children}</a>;
}
