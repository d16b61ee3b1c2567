import Link from 'next/link';
import type { ReactNode } from 'react';
import { isExternal } from '../../lib/links';

interface Props { href: string; target?: string; className?: string; children: ReactNode; onClick?: () => void; 'aria-label'?: string }

/** Site paths go through next/link; other sites open in a new tab unless the CMS says otherwise. */
export default function SmartLink({ href, target, children, ...rest }: Props) {
  if (!isExternal(href)) return <Link href={href} target={target} {...rest}>{children}</Link>;
  const tab = target ?? '_blank';
  return <a href={href} target={tab} rel={tab === '_blank' ? 'noopener noreferrer' : undefined} {...rest}>{children}</a>;
}
