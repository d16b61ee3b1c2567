import { useRouter } from 'next/router';
import { useOpenPopup } from '../leads/DemoPopupContext';

/** Opens the lead modal; on enterprise pages the enterprise demo form (spec §2). */
export default function PopupButton({ children, className }: { children: string; className?: string }) {
  const open = useOpenPopup();
  const { asPath } = useRouter();
  const kind = asPath.startsWith('/enterprise') ? 'enterprise' : 'header';
  return <button type="button" className={className} onClick={() => open(kind)}>{children}</button>;
}
