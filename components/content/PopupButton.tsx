import { useRouter } from 'next/router';
import { selectLayout } from '../../layouts/selectLayout';
import { useOpenPopup } from '../leads/DemoPopupContext';

/** Opens the lead modal the layout table names for this page (enterprise pages: the enterprise demo form). */
export default function PopupButton({ children, className }: { children: string; className?: string }) {
  const open = useOpenPopup();
  const { asPath } = useRouter();
  return <button type="button" className={className} onClick={() => open(selectLayout(asPath).demoPopup)}>{children}</button>;
}
