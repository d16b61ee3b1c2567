import { useLayout } from '../common/LayoutContext';
import { overrideLeadSource, type LeadSource } from '../../lib/leads/source';
import { DemoPopupOpener } from '../leads/DemoPopupContext';

interface Props {
  children: string;
  className?: string;
  /** The CMS entry's or call-to-action block's lead-source values; empty ones keep the layout's. */
  leadSource?: LeadSource;
}

/** Opens the lead popup the page's layout names (enterprise pages: the enterprise lead form). */
export default function PopupButton({ children, className, leadSource }: Props) {
  const layout = useLayout();
  return (
    <DemoPopupOpener kind={layout.ctaPopup} source={overrideLeadSource(layout.leadSource, leadSource)} className={className}>
      {children}
    </DemoPopupOpener>
  );
}
