// First: zod must not probe for eval before the form's schemas are built (see ./zodJitless).
import './zodJitless';
import { ApolloProvider } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { initializeApollo, prefetchPopUp, usePopUp } from '../../lib/cms/apollo';
import { DEFAULT_COUNTRY, LEAD_DEFAULTS, POPUP_SLUGS, TEXTS } from '../../lib/constants';
import { DEFAULT_POPUPS } from '../../lib/cms/layoutContent';
import type { ContactData } from '../../lib/cms/types';
import type { PopupKind } from '../../lib/layout';
import type { LeadSource } from '../../lib/leads/source';
import { fetchStates } from '../../lib/leads/submit';
import EnterpriseDemoForm from './EnterpriseDemoForm';
import LeadForm from './LeadForm';
import styles from './popup.module.scss';

// The popup's contents; the dialog around them (frame, close button, title and busy state while
// this chunk loads) is DemoPopupContext's, so that a click answers before this code arrives.

interface Props {
  kind: PopupKind;
  /** Lead-source values of the button that opened the popup (spec §3); spec defaults fill the gaps. */
  source: LeadSource;
  /** The page's contacts: the enterprise header's popup shows them once its submit is blocked. */
  contacts: ContactData | null;
  apolloState?: Record<string, unknown>;
  onClose: () => void;
}

const slugOf = (kind: PopupKind) =>
  kind === 'referAndEarn' ? POPUP_SLUGS.referAndEarn : kind === 'enterpriseLead' ? POPUP_SLUGS.enterpriseLead : POPUP_SLUGS.headerFreeDemoClass;

/**
 * Fetches, before any click, what the popups of `kinds` show: their words into the browser's
 * Apollo cache (the popup renders them from it at once), their background images into the
 * HTTP cache, and the default country's states (an answer cached for a day). In the admin's
 * Preview the page brought the draft popup already, and the public CMS must not replace it.
 */
export async function preparePopup(kinds: PopupKind[], apolloState: Record<string, unknown> | undefined, preview: boolean) {
  void fetchStates(DEFAULT_COUNTRY);
  if (preview) return;
  const client = initializeApollo(apolloState as never);
  await Promise.all([...new Set(kinds.map(slugOf))].map(async (slug) => {
    const image = (await prefetchPopUp(client, slug))?.backgroundImage?.url;
    if (image) new Image().src = image;
  }));
}

function PopupBody({ kind, source, contacts, onClose }: Omit<Props, 'apolloState'>) {
  const popup = usePopUp(slugOf(kind), useRouter().isPreview) ?? DEFAULT_POPUPS[slugOf(kind)];
  return (
    <>
      <div className={styles.left} style={popup.backgroundImage ? { backgroundImage: `url(${popup.backgroundImage.url})` } : undefined}>
        <h2 id="popup-title">{popup.sectionTitle || TEXTS.demoPopupTitle}</h2>
        <p className={styles.caption}>{popup.captionPlain}{popup.captionHighlight && <mark>{popup.captionHighlight}</mark>}</p>
        {popup.marketingLine && <p>{popup.marketingLine}</p>}
        {popup.slugText && <p className={styles.tagline}>{popup.slugText}</p>}
      </div>
      <div className={styles.right}>
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
    </>
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
