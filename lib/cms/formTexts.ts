// The forms' words: every label, option, button, banner and validation message of the
// lead form, the enterprise demo form, the download form and the whole /data-rights page, as the
// CMS's formText single type holds them. A second single type beside siteText, not more site texts,
// because they travel differently: site texts are read by the header and footer in every page's
// first-load JavaScript (their defaults are in _app), while these defaults must load only with a
// form (the popup's chunk); a page carries the CMS's form words in its layout content.
//
// FORM_TEXT_DEFAULTS is the seed (cms/seed/form-text.json), value for value, and what the site
// shows while the CMS cannot answer: tests/unit/lib/cms/layoutContent.seed.test.ts fails on drift.
// The validation messages are spec §5's, verbatim (its spelling 'Select the countey' included);
// the zod schemas keep their own messages in code for the gateway's API callers (lib/leads/schema.ts).
// Placeholders: {n} and {max} (a count and a limit), {title} (a document's title), {link}.
// Data only (no imports): read by the CMS door (the reshaper toFormTexts in ./layoutContent.ts, the
// answer type generated from the CMS schema (graphql/generated.ts)) and by the popups' forms for their fallback.

export const FORM_TEXT_DEFAULTS = {
  // The lead form (the demo, refer-and-earn and enterprise lead popups).
  leadNameLabel: 'Name',
  leadEmailLabel: 'Email',
  leadCountryLabel: 'Country',
  leadStateLabel: 'State',
  leadStateLoading: 'Loading…',
  leadStatePlaceholder: 'Select state',
  leadPhoneLabel: 'Phone number',
  leadExperienceLabel: 'Work experience',
  leadExperiencePlaceholder: 'Select work experience',
  leadExperienceStudent: 'College Student',
  leadExperienceUnder1: '<1 years',
  leadExperience1To2: '1-2 years',
  leadExperience2To3: '2-3 years',
  leadExperience3To5: '3-5 years',
  leadExperience5To8: '5-8 years',
  leadExperience8To12: '8-12 years',
  leadExperience12To15: '12-15 years',
  leadExperienceOver15: '>15 years',
  leadMessageLabel: 'Message (optional)',
  leadMessageCount: '{n} / {max} characters',
  captchaLabel: 'Please confirm you are not a robot',
  leadSubmit: 'Submit',
  leadSuccessBanner: "We've received your details. Our team will get in touch with you shortly.",
  formErrorBanner: 'Error, something went wrong. Please try again!',
  // Validation messages (spec §5), shown under the field; errorMessageTooLong and the two of the data request are not in the spec.
  errorNameChange: 'Enter First name!',
  errorNameSubmit: 'Enter Name',
  errorEmailChange: 'Invalid Email address!',
  errorEmailEmpty: 'Enter email',
  errorEmailInvalid: 'Enter a valid email',
  errorWorkExperienceChange: 'Work experience is required!',
  errorWorkExperienceSubmit: 'Select Work Experience',
  errorCountry: 'Select the countey',
  errorRegion: 'Select the region',
  errorPhoneEmpty: 'Enter phone number',
  errorPhoneChange: 'Invalid phone number',
  errorPhoneSubmit: 'Enter a valid phone number',
  errorCaptchaEmpty: 'Please Select the captcha',
  errorCaptchaInvalid: 'Invalid Captcha',
  errorMessageTooLong: 'Message is too long: {max} characters at most',
  errorRequestType: 'Select what you are asking for',
  errorContact: 'Enter your email or phone number',
  // The enterprise header's demo form (its button is the site text enterpriseDemoSubmit).
  enterpriseNameLabel: 'Your Name',
  enterpriseEmailLabel: 'Your Email',
  enterprisePhoneLabel: 'Mobile Number',
  enterpriseNote: 'This form does not send requests. Reach our corporate team directly:',
  // The download forms (course pages, the free resource library).
  downloadEmailLabel: 'Your email',
  downloadButton: 'Download',
  downloadStarted: 'Thank you! Your download of “{title}” has started.',
  downloadRecorded: 'Thank you! We have recorded your request for “{title}”.',
  downloadFallback: 'If it does not start, {link}.',
  downloadFallbackLink: 'download it here',
  // The /data-rights page and its form.
  dataRightsTitle: 'Your data rights',
  dataRightsDescription: 'Withdraw your consent, or ask Maven Silicon to show, correct or erase the personal data it holds about you.',
  dataRightsIntro: 'You can withdraw the consent you gave with a form at any time, as easily as you gave it, and ask us to show, correct or erase the '
    + 'personal data we hold about you. Tell us the email or phone number you used; our grievance officer answers within 30 days. '
    + 'How we use your data: {link}.',
  dataRightsPrivacyLink: 'Privacy policy',
  dataRightsFormHeading: 'Make a request',
  dataRequestTypeLabel: 'What would you like us to do?',
  dataRequestTypePlaceholder: 'Select a request',
  dataRequestWithdraw: 'Withdraw my consent',
  dataRequestAccess: 'See the data you hold about me',
  dataRequestCorrect: 'Correct my data',
  dataRequestErase: 'Erase my data',
  dataRequestEmailLabel: 'Your email',
  dataRequestPhoneLabel: 'Or your phone number',
  dataRequestMessageLabel: 'Message (optional)',
  dataRequestSubmit: 'Send request',
  dataRequestDone: 'Thank you. We have received your request. If you gave an email address, confirm the request with the link we have sent there; we answer within 30 days.',
} as const;

export type FormTextKey = keyof typeof FORM_TEXT_DEFAULTS;
export type FormTexts = Record<FormTextKey, string>;
