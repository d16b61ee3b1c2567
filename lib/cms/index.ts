// The only door to the CMS. Pages ask for what they need; this file decides how to get it
// and what to show when the CMS cannot answer.
import { POPUP_SLUGS } from '../constants';
import { FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG, REFER_AND_EARN } from '../../graphql/queries';
import { addApolloState } from './apollo';
import { newCmsClient, queryCms } from './query';
import { DEFAULT_CHROME } from './defaults';
import { toContactSet, toFooter, toHeaderButton, toNavigation, toReferAndEarn } from './reshape';
import type { Chrome, ChromeNeeds } from './types';

export interface ChromeProps {
  chrome: Chrome;
  __APOLLO_STATE__: Record<string, unknown>;
  [key: string]: unknown;
}

/** A page whose layout is not known (no `withLayout`): the standard furniture. */
export const STANDARD_NEEDS: ChromeNeeds = { header: 'standard', contactSet: null, skipMarketingHeaderQuery: true };

/** Shared furniture for a page whose layout needs `layout` (decided by the caller), plus whether every query answered. */
export async function getChrome(layout: ChromeNeeds = STANDARD_NEEDS): Promise<{ props: ChromeProps; ok: boolean }> {
  // Furniture reaches components as reshaped props; only what the browser's Apollo client
  // will read (the popups) travels as cache, so the page does not carry the same data twice.
  const client = newCmsClient();
  const popupClient = newCmsClient();
  const wantsContacts = layout.contactSet !== null;
  const [button, refer, nav, footer, marketing, contacts] = await Promise.all([
    queryCms(HEADER_BUTTON, undefined, { client }),
    queryCms(REFER_AND_EARN, undefined, { client }),
    queryCms(NAVIGATION, undefined, { client }),
    queryCms(FOOTER, undefined, { client }),
    wantsContacts && !layout.skipMarketingHeaderQuery ? queryCms(MARKETING_HEADER, undefined, { client }) : null,
    wantsContacts && layout.skipMarketingHeaderQuery ? queryCms(MARKETING_CONTACTS, undefined, { client }) : null,
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.headerFreeDemoClass }, { client: popupClient }),
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.referAndEarn }, { client: popupClient }),
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
