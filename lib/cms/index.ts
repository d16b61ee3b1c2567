// The only door to the CMS. Pages ask for what they need; this file decides how to get it
// and what to show when the CMS cannot answer.
import { POPUP_SLUGS } from '../constants';
import { selectLayout } from '../../layouts/selectLayout';
import { FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG, REFER_AND_EARN } from '../../graphql/queries';
import { addApolloState } from './apollo';
import { newCmsClient, queryCms } from './query';
import { DEFAULT_CHROME } from './defaults';
import { toContactSet, toFooter, toHeaderButton, toNavigation, toReferAndEarn } from './reshape';
import type { Chrome } from './types';

export interface ChromeProps {
  chrome: Chrome;
  __APOLLO_STATE__: Record<string, unknown>;
  [key: string]: unknown;
}

/** Shared furniture for one path, plus whether every query answered. `draft`: the admin's Preview. */
export async function getChrome(path: string, draft = false): Promise<{ props: ChromeProps; ok: boolean }> {
  const layout = selectLayout(path);
  // Furniture reaches components as reshaped props; only what the browser's Apollo client
  // will read (the popups) travels as cache, so the page does not carry the same data twice.
  const client = newCmsClient(draft);
  const popupClient = newCmsClient(draft);
  const wantsContacts = layout.contactSet !== null;
  const [button, refer, nav, footer, marketing, contacts] = await Promise.all([
    queryCms(HEADER_BUTTON, undefined, { client, draft }),
    queryCms(REFER_AND_EARN, undefined, { client, draft }),
    queryCms(NAVIGATION, undefined, { client, draft }),
    queryCms(FOOTER, undefined, { client, draft }),
    wantsContacts && !layout.skipMarketingHeaderQuery ? queryCms(MARKETING_HEADER, undefined, { client, draft }) : null,
    wantsContacts && layout.skipMarketingHeaderQuery ? queryCms(MARKETING_CONTACTS, undefined, { client, draft }) : null,
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.headerFreeDemoClass }, { client: popupClient, draft }),
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.referAndEarn }, { client: popupClient, draft }),
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
