// What the site shows while the CMS cannot answer is the CMS's seed itself. Each built-in
// default of the layout (menus, footer, header button, refer-and-earn, contacts of every set, the
// enterprise menu and button, the consent notice, the site texts) must equal its seed value as the
// site's own reshaper reads it: the header button said "Free Demo Class" where the seed says "Book a
// Free Demo Class", and the menus, footer and contacts were others than the seeded ones.
import b2bHeader from '../../../../cms/seed/b2b-marketing-header.json';
import b2cHeader from '../../../../cms/seed/b2c-marketing-header.json';
import b2c from '../../../../cms/seed/b2c-componant.json';
import consent from '../../../../cms/seed/consent-notice.json';
import enterprise from '../../../../cms/seed/enterprise-navigation.json';
import footer from '../../../../cms/seed/footer.json';
import contactSets from '../../../../cms/seed/marketing-contact.json';
import navigation from '../../../../cms/seed/navigation.json';
import pages from '../../../../cms/seed/page.json';
import popups from '../../../../cms/seed/pop-up.json';
import siteText from '../../../../cms/seed/site-text.json';
import formText from '../../../../cms/seed/form-text.json';
import formTextSchema from '../../../../cms/src/api/form-text/content-types/form-text/schema.json';
import { LAYOUT } from '../../../../graphql/queries';
import { FORM_TEXT_DEFAULTS } from '../../../../lib/cms/formTexts';
import { DEFAULT_CONTACT_SETS, DEFAULT_ENTERPRISE_MENU, DEFAULT_LAYOUT_CONTENT, HERO_IMAGE_DEFAULT } from '../../../../lib/cms/defaults';
import * as L from '../../../../lib/cms/layoutContent';
import type { ContactSet } from '../../../../lib/cms/types';
import { TEXTS } from '../../../../lib/constants';
import { selected } from './selected';

const D = DEFAULT_LAYOUT_CONTENT;
/** A seed's data as the CMS answers it (v4 shape). */
const answer = <T,>(key: string, data: unknown) => ({ [key]: { data: { attributes: data } } }) as T;
/** Ids are the CMS's own, not content. */
const content = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'id' ? undefined : v)));
/** An empty fallback: a field the seed left out shows up as a difference, not as the default. */
const blank = <T>(x: T): T => JSON.parse(JSON.stringify(x, (_, v) => (typeof v === 'string' ? '' : Array.isArray(v) ? [] : v)));

it.each([
  ['the main navigation', () => L.toNavigation(answer('navigation', navigation.data), blank(D.navigation)), D.navigation],
  ['the footer', () => L.toFooter(answer('footer', footer.data), blank(D.footer)), D.footer],
  ['the header button and its contacts', () => L.toHeaderButton(answer('b2CComponant', b2c.data), blank(D.headerButton)), D.headerButton],
  ['the refer-and-earn button', () => L.toReferAndEarn(answer('b2CComponant', b2c.data), blank(D.referAndEarn)), D.referAndEarn],
  ['the enterprise menu', () => L.toEnterpriseMenu(answer('enterpriseNavigation', enterprise.data), []), DEFAULT_ENTERPRISE_MENU],
  ['the enterprise demo button', () => L.toEnterpriseDemoButton(answer('enterpriseNavigation', enterprise.data), ''), TEXTS.enterpriseDemoButton],
  ['the consent notice', () => L.toConsentNotice(answer('consentNotice', consent.data), blank(D.consent)), D.consent],
  ['the site texts', () => L.toSiteTexts(answer('siteText', siteText.data), blank(D.texts!)), D.texts],
  ['the form texts', () => L.toFormTexts(answer('formText', formText.data), blank(FORM_TEXT_DEFAULTS)), FORM_TEXT_DEFAULTS],
])('%s: the built-in default is the seed', (_, fromSeed, builtIn) => {
  expect(content(fromSeed())).toEqual(content(builtIn));
});

it('the contacts of every set (spec §9) are the seed\'s', () => {
  const data = {
    ...answer<object>('b2cMarketingHeader', b2cHeader.data), ...answer<object>('b2bMarketingHeader', b2bHeader.data),
    marketingContacts: { data: contactSets.entries.map((attributes) => ({ attributes })) },
  } as never;
  for (const set of Object.keys(DEFAULT_CONTACT_SETS) as ContactSet[]) {
    expect([set, L.toContactSet(set, data, { email: '', phoneNumber: '', whatsappNumber: '' })]).toEqual([set, DEFAULT_CONTACT_SETS[set]]);
  }
  expect(Object.keys(DEFAULT_CONTACT_SETS).sort()).toEqual(['default-b2b', 'default-b2c', ...contactSets.entries.map((e) => e.key)].sort());
});

it('the popups\' words while the CMS cannot answer are the seed\'s (the built-in caption was another)', () => {
  for (const entry of popups.entries) {
    const fromSeed = L.toPopUp({ popUps: { data: [{ attributes: { ...entry, backgroundImage: null } }] } } as never, entry.slug);
    expect(L.DEFAULT_POPUPS[entry.slug as keyof typeof L.DEFAULT_POPUPS]).toEqual(fromSeed);
  }
  expect(Object.keys(L.DEFAULT_POPUPS).sort()).toEqual(popups.entries.map((e) => e.slug).sort());
});

it('every form text is one field of the CMS, seeded, asked for by the site and given a built-in default', () => {
  const keys = Object.keys(FORM_TEXT_DEFAULTS).sort();
  expect(Object.keys(formTextSchema.attributes).sort()).toEqual(keys);
  expect(Object.keys(formText.data).sort()).toEqual(keys);
  const asked = selected(LAYOUT, 'formText');
  expect(asked.sort()).toEqual(keys);
});

it('the validation messages of the seed are the spec\'s (§5), verbatim', () => {
  expect(formText.data).toMatchObject({
    errorNameChange: 'Enter First name!', errorNameSubmit: 'Enter Name', errorEmailChange: 'Invalid Email address!', errorEmailEmpty: 'Enter email',
    errorEmailInvalid: 'Enter a valid email', errorWorkExperienceChange: 'Work experience is required!', errorWorkExperienceSubmit: 'Select Work Experience',
    errorCountry: 'Select the countey', errorRegion: 'Select the region', errorPhoneEmpty: 'Enter phone number', errorPhoneChange: 'Invalid phone number',
    errorPhoneSubmit: 'Enter a valid phone number', errorCaptchaEmpty: 'Please Select the captcha', errorCaptchaInvalid: 'Invalid Captcha',
    leadSuccessBanner: "We've received your details. Our team will get in touch with you shortly.", formErrorBanner: 'Error, something went wrong. Please try again!',
  });
});

it("the home page's hero while the CMS cannot give its file is the seed's illustration, with the seed's alt text", () => {
  const seeded = (pages.entries as { path: string; heroImage?: { $media: string; alternativeText: string } }[]).find((p) => p.path === '/')!.heroImage!;
  expect([seeded.$media, HERO_IMAGE_DEFAULT.alt]).toEqual(['hero-chip.svg', seeded.alternativeText]);
});
