// The consent notice as the CMS door reads it. A lead records the version of the words
// it was shown, so text and version come from one place: the CMS's together, or the built-in pair.
import type { LayoutAnswer } from '../../../../lib/cms/layoutContent';
import { DEFAULT_LAYOUT_CONTENT } from '../../../../lib/cms/defaults';
import { toConsentNotice } from '../../../../lib/cms/layoutContent';
import { answer as typed } from './answer';

const answer = (attributes: Record<string, unknown> | null) => typed<LayoutAnswer>({ consentNotice: { data: attributes && { id: 1, attributes } } });

describe('consent notice from the CMS', () => {
  it('takes the published text, version and labels', () => {
    const a = { text: 'We reply to your enquiry.', version: 'v9', optInLabel: 'Send me news', adMeasurementLabel: 'Tell the ad', privacyLinkLabel: 'Privacy', dataRightsLinkLabel: 'Rights' };
    expect(toConsentNotice(answer(a), DEFAULT_LAYOUT_CONTENT.consent)).toEqual(a);
  });

  it('falls back whole to the built-in notice when the text or the version is missing, or the CMS is down', () => {
    expect(toConsentNotice(answer({ text: 'Words without a version', version: '' }), DEFAULT_LAYOUT_CONTENT.consent)).toEqual(DEFAULT_LAYOUT_CONTENT.consent);
    expect(toConsentNotice(answer({ text: null, version: 'v9' }), DEFAULT_LAYOUT_CONTENT.consent)).toEqual(DEFAULT_LAYOUT_CONTENT.consent);
    expect(toConsentNotice(null, DEFAULT_LAYOUT_CONTENT.consent)).toEqual(DEFAULT_LAYOUT_CONTENT.consent);
  });

  it('keeps the built-in labels for empty ones', () => {
    const n = toConsentNotice(answer({ text: 'T', version: 'v2', optInLabel: ' ' }), DEFAULT_LAYOUT_CONTENT.consent);
    expect(n).toEqual({ ...DEFAULT_LAYOUT_CONTENT.consent, text: 'T', version: 'v2' });
  });
});

it('the built-in notice is the seed, word for word (what shows while the CMS cannot answer is what it holds)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const seed = require('../../../../cms/seed/consent-notice.json').data;
  expect(DEFAULT_LAYOUT_CONTENT.consent).toEqual(seed);
});
