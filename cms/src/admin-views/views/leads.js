'use strict';
// Group 5 of the admin's sidebar: leads, data requests and channel rules. One line a field:
// [label, what it holds, its limits, what empty means]. Read by ../index.js at every start.
// A list column or a label whose field a type does not have is skipped (../index.js): a column
// can be listed here before its field is in the schema.

/** The first and last touch of a lead: the same fields twice. */
const touch = (which, when) => ({
  [`${which}UtmSource`]: [`${when} touch: utm_source`, `The utm_source of the visitor's ${when.toLowerCase()} visit with one, e.g. google. Up to 150 characters; empty: none.`],
  [`${which}UtmMedium`]: [`${when} touch: utm_medium`, `The utm_medium of that visit, e.g. cpc. Empty: none.`],
  [`${which}UtmCampaign`]: [`${when} touch: campaign`, `The utm_campaign of that visit. Empty: none.`],
  [`${which}UtmTerm`]: [`${when} touch: utm_term`, `The utm_term (keyword) of that visit. Empty: none.`],
  [`${which}UtmContent`]: [`${when} touch: utm_content`, `The utm_content (ad variant) of that visit. Empty: none.`],
  [`${which}Gclid`]: [`${when} touch: Google click id`, `gclid of that visit (Google Ads). Empty: not from a Google ad.`],
  [`${which}Gbraid`]: [`${when} touch: Google gbraid`, `gbraid of that visit (Google Ads, iOS apps). Empty: none.`],
  [`${which}Wbraid`]: [`${when} touch: Google wbraid`, `wbraid of that visit (Google Ads, iOS web). Empty: none.`],
  [`${which}Fbclid`]: [`${when} touch: Meta click id`, `fbclid of that visit (Facebook, Instagram). Empty: none.`],
  [`${which}Msclkid`]: [`${when} touch: Microsoft click id`, `msclkid of that visit (Bing ads). Empty: none.`],
  [`${which}LiFatId`]: [`${when} touch: LinkedIn click id`, `li_fat_id of that visit (LinkedIn ads). Empty: none.`],
  [`${which}Referrer`]: [`${when} touch: referrer`, `The site the visitor came from. Empty: typed in or unknown.`],
  [`${which}LandingPage`]: [`${when} touch: landing page`, `The first page of that visit on this site.`],
  [`${which}TouchAt`]: [`${when} touch: at`, `When that visit was.`],
});

/** @type {import('../index').Views} */
module.exports = {
  'api::lead.lead': {
    // A download lead has no name; every lead but a phone-only contact has an email. Entries with
    // neither are titled by their other fields (../titles.js).
    mainField: 'email',
    titleFallback: ['name', 'mobileNumber'],
    // Received at, who, where from, which campaign; held/repeat once the lead has those fields.
    list: ['createdAt', 'name', 'email', 'mobileNumber', 'leadSource', 'subSource', 'lastUtmCampaign', 'channel', 'testLead', 'repeat', 'held'],
    sort: ['createdAt', 'DESC'],
    pageSize: 50,
    fields: {
      createdAt: ['Received at', 'When the CMS stored the lead.'],
      name: ['Name', 'As typed in the form. Empty on download leads.'],
      workExperience: ['Work experience', 'The range picked in the form.'],
      mobileNumber: ['Phone', 'With country code, as formatted by the form. Empty: email only.'],
      email: ['Email', 'As typed. Empty: phone only. An address at .test is a QA test lead.'],
      message: ['Message', 'What the visitor wrote, up to 5000 characters.'],
      state: ['State', 'The state picked in the form.'],
      country: ['Country', 'The country picked in the form.'],
      channel: ['Channel', 'Where the lead came from, named by the channel rules (e.g. Paid Search), else by the page.'],
      leadSource: ['Source', 'The page\'s lead source (course pages and buttons set it), e.g. Maven.'],
      subSource: ['Sub source', 'Which button or form, e.g. Demo Class, Footer.'],
      url: ['Page', 'The address of the page the form was sent from.'],
      oldSource: ['Old source', 'The legacy source value the old site sent; kept for sales\' reports.'],
      form: ['Form', 'Which form: contact, referandearn, or download:<document>.'],
      downloadId: ['Downloaded document', 'The document a download lead asked for. Empty: not a download.'],
      idempotencyKey: ['Delivery key', 'For developers: makes a resent lead one row. Do not change.'],
      noticeVersion: ['Consent notice version', 'The version of the consent notice the visitor was shown.'],
      marketingOptIn: ['Marketing opt-in', 'Ticked: agreed to marketing messages.'],
      consentAt: ['Consent at', 'When the visitor sent the form, and so agreed to the notice.'],
      testLead: ['Test lead', 'Ticked: a QA test lead (email at .test); never sent to sales. Filter it out for real numbers.'],
      adMeasurementOptIn: ['Ad measurement opt-in', 'Ticked: may be reported to Google Ads and Meta as a conversion.'],
      ...touch('first', 'First'),
      ...touch('last', 'Last'),
      held: ['Held', 'Ticked: held back from sales (e.g. its captcha could not be checked) until someone clicks "Release to sales".'],
      heldReason: ['Why held', 'Why the CMS held this lead back. Up to 500 characters.'],
      releasedAt: ['Released at', 'When someone released the held lead to sales. Empty: not held, or not yet released.'],
      repeat: ['Repeat', 'Ticked: the same person (email or phone) sent a lead before; see "Repeat of".'],
      repeatOf: ['Repeat of', 'The earlier lead of the same person this one repeats. Empty: a first lead.'],
      optInPending: ['Opt-in awaiting confirmation', 'Ticked: the person asked for marketing messages and has not yet confirmed it from their email.'],
      optInConfirmedAt: ['Opt-in confirmed at', 'When the person confirmed their marketing opt-in from the email link. Empty: not confirmed.'],
    },
  },
  'api::data-request.data-request': {
    mainField: 'email',
    titleFallback: ['mobileNumber'],
    list: ['createdAt', 'requestType', 'confirmed', 'requestStatus', 'email', 'mobileNumber', 'held'],
    sort: ['createdAt', 'DESC'],
    fields: {
      createdAt: ['Received at', 'When the CMS stored the request.'],
      requestType: ['Type', 'What the person asks: withdraw consent, access (see their data), correct, or erase.'],
      requestStatus: ['State', 'new → in_progress → done: set it as you work the request.'],
      email: ['Email', 'The person\'s email as they gave it. Empty: phone only.'],
      mobileNumber: ['Phone', 'The person\'s phone as they gave it. Empty: email only.'],
      message: ['Message', 'What the person wrote.'],
      requestedAt: ['Requested at', 'When the person sent the form.'],
      officerNotes: ['Officer notes', 'The grievance officer\'s notes: what was done and when. Never shown to the person.'],
      idempotencyKey: ['Delivery key', 'For developers: makes a resent request one row. Do not change.'],
      confirmed: ['Confirmed', 'Ticked: the person confirmed the request from the link emailed to them.'],
      confirmedAt: ['Confirmed at', 'When the person confirmed the request. Empty: not confirmed yet.'],
      held: ['Held', 'Ticked: its captcha could not be checked, so the person has not been sent the confirmation link; "Release" on its page sends it.'],
      heldReason: ['Why held', 'Why the request was held back. Up to 500 characters.'],
      releasedAt: ['Released at', 'When someone released the held request. Empty: not held, or not yet released.'],
    },
  },
  'api::email-template.email-template': {
    mainField: 'subject',
    list: ['key', 'subject', 'updatedAt'],
    sort: ['key', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this template.'],
      key: ['Which email', 'ack-lead (to a person who sent a form), ack-download (after a download), ack-data-request (after a data request), alert (to the counsellors). One template each.'],
      subject: ['Subject', 'The subject line, up to 200 characters; {{name}} and the other values may be used. Required.'],
      text: ['Plain text', 'The email as plain text, for mail programs that show no HTML. A data request\'s type shows by {{#erase}}…{{/erase}} (withdraw, access, correct, erase). Required.'],
      html: ['HTML', 'The same email as HTML; every inserted value is escaped. Required.'],
    },
  },
  'api::counsellor-route.counsellor-route': {
    mainField: 'match',
    list: ['match', 'email', 'updatedAt'],
    sort: ['match', 'ASC'],
    fields: {
      updatedAt: ['Last edited', 'When someone last saved this address.'],
      match: ['Page or lead source', 'A page path starting with / (e.g. /asic-verification), a lead source (e.g. Organic), or * for every other lead. Up to 200 characters, one entry each.'],
      email: ['Counsellors\' email', 'Alerted of each matching lead; the person\'s acknowledgement names it as their contact. Required.'],
    },
  },
  'api::channel-rule.channel-rule': {
    mainField: 'channel',
    list: ['position', 'channel', 'sources', 'mediums', 'clickIds', 'referrerHosts'],
    sort: ['position', 'ASC'],
    fields: {
      position: ['Position', 'Rules are tried lowest first; the first that matches names the channel. Unique.'],
      channel: ['Channel', 'The name the lead gets, e.g. Paid Search. Up to 120 characters. Required.'],
      sources: ['utm_source is one of', 'A comma list, * for any text. Empty: any.'],
      mediums: ['utm_medium is one of', 'A comma list, * for any text. Empty: any.'],
      clickIds: ['Has a click id', 'Any of gclid, gbraid, wbraid, fbclid, msclkid, li_fat_id (comma list). Empty: any.'],
      referrerHosts: ['Came from site', 'A comma list of referring sites, www. left out. Empty: any.'],
    },
  },
};
