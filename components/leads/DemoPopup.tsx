import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import { initializeApollo, usePopUp } from '../../lib/cms/apollo';
import { LEAD_DEFAULTS, POPUP_SLUGS, TEXTS } from '../../lib/constants';
import type { ContactData, PopUp } from '../../lib/cms/types';
import type { PopupKind } from '../../lib/layout';
import type { LeadSource } from '../../lib/leads/source';
import EnterpriseDemoForm from './EnterpriseDemoForm';
import LeadForm from './LeadForm';
import styles from './popup.module.scss';

interface Props {
  kind: PopupKind;
  /** Lead-source values of the button that opened the popup (spec §3); spec defaults fill the gaps. */
  source: LeadSource;
  /** The page's contacts: the enterprise header's popup shows them once its submit is blocked. */
  contacts: ContactData | null;
  apolloState?: Record<string, unknown>;
  onClose: () => void;
}

const FALLBACK: PopUp = {
  slug: POPUP_SLUGS.headerFreeDemoClass,
  sectionTitle: TEXTS.demoPopupTitle,
  captionPlain: 'Learn from industry experts and join ',
  captionHighlight: TEXTS.demoPopupAlumni,
  marketingLine: `Be one of our ${TEXTS.demoPopupAlumni}`,
  slugText: TEXTS.demoPopupCta,
  backgroundImage: null,
};

const ENTERPRISE_LEAD: PopUp = {
  ...FALLBACK,
  sectionTitle: TEXTS.enterpriseLeadTitle,
  captionPlain: TEXTS.enterpriseLeadCaption,
  captionHighlight: '',
  marketingLine: '',
  slugText: '',
};

function PopupBody({ kind, source, contacts, onClose }: Omit<Props, 'apolloState'>) {
  const slug = kind === 'referAndEarn' ? POPUP_SLUGS.referAndEarn : kind === 'enterpriseLead' ? POPUP_SLUGS.enterpriseLead : POPUP_SLUGS.headerFreeDemoClass;
  const popup = usePopUp(slug, useRouter().isPreview) ?? (kind === 'enterpriseLead' ? ENTERPRISE_LEAD : FALLBACK);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    // Native <dialog> with showModal(): focus stays inside, Escape fires `cancel`.
    <dialog ref={ref} className={styles.dialog} aria-labelledby="popup-title" onCancel={(e) => { e.preventDefault(); onClose(); }} onClose={onClose}>
      <div className={styles.left} style={popup.backgroundImage ? { backgroundImage: `url(${popup.backgroundImage.url})` } : undefined}>
        <h2 id="popup-title">{popup.sectionTitle || TEXTS.demoPopupTitle}</h2>
        <p className={styles.caption}>{popup.captionPlain}{popup.captionHighlight && <mark>{popup.captionHighlight}</mark>}</p>
        {popup.marketingLine && <p>{popup.marketingLine}</p>}
        {popup.slugText && <p className={styles.tagline}>{popup.slugText}</p>}
      </div>
      <div className={styles.right}>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>×</button>
        {kind === 'enterpriseDemo' ? (
          <EnterpriseDemoForm contacts={contacts} />
        ) : (
          <LeadForm
            referAndEarn={kind === 'referAndEarn'}
            source={kind === 'referAndEarn' ? { sub_source: LEAD_DEFAULTS.footerSubSource, ...source } : source}
            onSuccess={onClose}
          />
        )}
      </div>
    </dialog>
  );
}

export default function DemoPopup({ apolloState, ...rest }: Props) {
  const client = useMemo(() => initializeApollo(apolloState as never), [apolloState]);
  return (
    <ApolloProvider client={client}>
      <PopupBody {...rest} />
    </ApolloProvider>
  );
}
