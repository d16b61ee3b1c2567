// The only door to the CMS. Pages ask for what they need; this file decides how to get it
// and what to show when the CMS cannot answer.
import type { DocumentNode } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import { serverEnv } from '../env';
import { POPUP_SLUGS } from '../constants';
import { selectLayout } from '../../layouts/selectLayout';
import { FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG, REFER_AND_EARN } from '../../graphql/queries';
import { addApolloState, createServerClient } from './apollo';
import { recall, remember } from './lastKnownGood';
import { DEFAULT_CHROME } from './defaults';
import { toContactSet, toFooter, toHeaderButton, toNavigation, toReferAndEarn } from './reshape';
import type { Chrome } from './types';

type Data = Record<string, unknown> | null;

export interface CmsResult<T> { value: T; ok: boolean }

async function run(client: ApolloClient, query: DocumentNode, variables?: Record<string, unknown>): Promise<CmsResult<Data>> {
  const key = JSON.stringify([query.loc?.source.body ?? '', variables ?? {}]);
  try {
    const result = await client.query({ query, variables });
    const data = (result.data ?? null) as Data;
    const ok = !result.error && data !== null;
    if (ok) remember(key, data);
    return { value: ok ? data : recall<Data>(key) ?? data, ok };
  } catch {
    return { value: recall<Data>(key), ok: false };
  }
}

export interface ChromeProps {
  chrome: Chrome;
  __APOLLO_STATE__: Record<string, unknown>;
  [key: string]: unknown;
}

/** Shared furniture for one path, plus whether every query answered. */
export async function getChrome(path: string): Promise<{ props: ChromeProps; ok: boolean }> {
  const layout = selectLayout(path);
  // Furniture reaches components as reshaped props; only what the browser's Apollo client
  // will read (the popups) travels as cache, so the page does not carry the same data twice.
  const client = createServerClient(serverEnv.CMS_URL, serverEnv.CMS_TIMEOUT_MS);
  const popupClient = createServerClient(serverEnv.CMS_URL, serverEnv.CMS_TIMEOUT_MS);
  const wantsContacts = layout.contactSet !== null;
  const [button, refer, nav, footer, marketing, contacts] = await Promise.all([
    run(client, HEADER_BUTTON),
    run(client, REFER_AND_EARN),
    run(client, NAVIGATION),
    run(client, FOOTER),
    wantsContacts && !layout.skipMarketingHeaderQuery ? run(client, MARKETING_HEADER) : null,
    wantsContacts && layout.skipMarketingHeaderQuery ? run(client, MARKETING_CONTACTS) : null,
    run(popupClient, POPUP_BY_SLUG, { slug: POPUP_SLUGS.headerFreeDemoClass }),
    run(popupClient, POPUP_BY_SLUG, { slug: POPUP_SLUGS.referAndEarn }),
  ]);
  const chrome: Chrome = {
    headerButton: toHeaderButton(button.value, DEFAULT_CHROME.headerButton),
    referAndEarn: toReferAndEarn(refer.value, DEFAULT_CHROME.referAndEarn),
    navigation: toNavigation(nav.value, DEFAULT_CHROME.navigation),
    footer: toFooter(footer.value, DEFAULT_CHROME.footer),
    contacts: layout.contactSet ? toContactSet(layout.contactSet, marketing?.value ?? null, contacts?.value ?? null) : null,
  };
  const ok = [button, refer, nav, footer, marketing, contacts].every((r) => r === null || r.ok);
  return { props: addApolloState(popupClient, { chrome }), ok };
}
