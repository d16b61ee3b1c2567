// The only door to the CMS. Pages ask for what they need; this file decides how to get it
// and what to show when the CMS cannot answer.
import { POPUP_SLUGS, TEXTS } from '../constants';
import {
  CONSENT_NOTICE, ENTERPRISE_NAVIGATION, FOOTER, HEADER_BUTTON, MARKETING_CONTACTS, MARKETING_HEADER, NAVIGATION, POPUP_BY_SLUG, REFER_AND_EARN, SITE_TEXTS,
} from '../../graphql/queries';
import { addApolloState } from './apollo';
import { newCmsClient, queryCms } from './query';
import { DEFAULT_CHROME, DEFAULT_ENTERPRISE_MENU } from './defaults';
import { toConsentNotice, toContactSet, toEnterpriseDemoButton, toEnterpriseMenu, toFooter, toHeaderButton, toNavigation, toReferAndEarn, toSiteTexts } from './reshape';
import type { Chrome, ChromeNeeds } from './types';

export interface ChromeProps {
  chrome: Chrome;
  __APOLLO_STATE__: Record<string, unknown>;
  [key: string]: unknown;
}

/** A page whose layout is not known (no `withLayout`): the standard furniture. */
export const STANDARD_NEEDS: ChromeNeeds = { header: 'standard', contactSet: null, skipMarketingHeaderQuery: true };

/**
 * Shared furniture for a page whose layout needs `layout` (decided by the caller, layouts/),
 * plus whether every query answered. `draft`: the admin's Preview.
 */
export async function getChrome(layout: ChromeNeeds = STANDARD_NEEDS, draft = false): Promise<{ props: ChromeProps; ok: boolean }> {
  // Furniture reaches components as reshaped props; only what the browser's Apollo client
  // will read (the popups) travels as cache, so the page does not carry the same data twice.
  const client = newCmsClient(draft);
  const popupClient = newCmsClient(draft);
  const wantsContacts = layout.contactSet !== null;
  // Only enterprise pages show the enterprise menu; no other page asks for it.
  const enterpriseQuery = layout.header === 'enterprise' ? queryCms(ENTERPRISE_NAVIGATION, undefined, { client, draft }) : null;
  const [button, refer, nav, footer, marketing, contacts, consent, texts] = await Promise.all([
    queryCms(HEADER_BUTTON, undefined, { client, draft }),
    queryCms(REFER_AND_EARN, undefined, { client, draft }),
    queryCms(NAVIGATION, undefined, { client, draft }),
    queryCms(FOOTER, undefined, { client, draft }),
    wantsContacts && !layout.skipMarketingHeaderQuery ? queryCms(MARKETING_HEADER, undefined, { client, draft }) : null,
    wantsContacts && layout.skipMarketingHeaderQuery ? queryCms(MARKETING_CONTACTS, undefined, { client, draft }) : null,
    queryCms(CONSENT_NOTICE, undefined, { client, draft }),
    queryCms(SITE_TEXTS, undefined, { client, draft }),
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.headerFreeDemoClass }, { client: popupClient, draft }),
    queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.referAndEarn }, { client: popupClient, draft }),
    // The enterprise pages' call-to-actions open the enterprise lead popup: its words come with the page.
    layout.header === 'enterprise' ? queryCms(POPUP_BY_SLUG, { slug: POPUP_SLUGS.enterpriseLead }, { client: popupClient, draft }) : null,
  ]);
  const enterprise = await enterpriseQuery;
  const chrome: Chrome = {
    headerButton: toHeaderButton(button.value, DEFAULT_CHROME.headerButton),
    referAndEarn: toReferAndEarn(refer.value, DEFAULT_CHROME.referAndEarn),
    navigation: toNavigation(nav.value, DEFAULT_CHROME.navigation),
    footer: toFooter(footer.value, DEFAULT_CHROME.footer),
    contacts: layout.contactSet ? toContactSet(layout.contactSet, marketing?.value ?? null, contacts?.value ?? null) : null,
    consent: toConsentNotice(consent.value, DEFAULT_CHROME.consent),
    texts: toSiteTexts(texts.value, DEFAULT_CHROME.texts),
    ...(enterprise && {
      enterpriseMenu: toEnterpriseMenu(enterprise.value, DEFAULT_ENTERPRISE_MENU),
      enterpriseDemoButton: toEnterpriseDemoButton(enterprise.value, TEXTS.enterpriseDemoButton),
    }),
  };
  const ok = [button, refer, nav, footer, marketing, contacts, consent, texts, enterprise].every((r) => r === null || r.source === 'fresh');
  return { props: addApolloState(popupClient, { chrome }), ok };
}
