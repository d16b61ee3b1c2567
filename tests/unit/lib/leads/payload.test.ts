import { COUNTRIES, countryCode, countryName } from '../../../../lib/leads/countries';
import { DOWNLOAD_ENDPOINTS, DOWNLOAD_TYPES, downloadBody, downloadTypeOfPath } from '../../../../lib/leads/downloads';
import { buildLeadPayload, formatMobileNumber, hiddenFields } from '../../../../lib/leads/payload';
import { overrideLeadSource } from '../../../../lib/leads/source';
import type { LeadFormValues } from '../../../../lib/leads/schema';

const values: LeadFormValues = {
  firstname: ' Asha Rao ', email: 'asha@example.com', country: 'IN', region: 'Karnataka', phone: '+919876543210',
  message: 'Weekend batch?', workExperience: '3-5 years', captchaS: 'token',
};

describe('lead payload (spec §3)', () => {
  it('maps form state with the spec defaults', () => {
    expect(buildLeadPayload(values, {}, 'https://maven.example/vlsi-design')).toEqual({
      name: 'Asha Rao',
      workExperience: '3-5 years',
      mobileNumber: '+91-98765-43210',
      email: 'asha@example.com',
      message: 'Weekend batch?',
      state: 'Karnataka',
      country: 'India',
      channel: 'Organic',
      leadSource: 'Maven',
      subSource: 'Demo Class',
      url: 'https://maven.example/vlsi-design',
      oldSource: 'test',
    });
  });

  it('uses the lead-source values it is given (footer refer-and-earn: Footer)', () => {
    const p = buildLeadPayload(values, { source: 'Ads', sub_source: 'Footer', channel: 'Paid', oldSource: 'x' }, 'https://m.example/');
    expect([p.leadSource, p.subSource, p.channel, p.oldSource]).toEqual(['Ads', 'Footer', 'Paid', 'x']);
  });

  it('formats phone numbers internationally with hyphens', () => {
    expect(formatMobileNumber('+14155550123')).toBe('+1-415-555-0123');
    expect(formatMobileNumber('+447911123456')).toBe('+44-7911-123456');
  });

  it('names countries in full and back', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('')).toBe('India');
    expect(countryCode('united states')).toBe('US');
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(COUNTRIES.find((c) => c.code === 'IN')?.name).toBe('India');
  });

  it('sends url as the page address and each touch as a field of its own; the sources keep their exact values', () => {
    const first = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'dv-2026', gclid: 'Cj0-1', landing_page: '/', at: '2026-11-02T09:00:00.000Z' };
    const last = { utm_source: 'facebook', fbclid: 'IwA', landing_page: '/about-us', at: '2026-11-03T09:00:00.000Z' };
    const p = buildLeadPayload(values, {}, 'https://maven.example/asic-verification', { first, last }, { noticeVersion: 'v1', marketingOptIn: false });
    expect([p.leadSource, p.subSource, p.channel, p.oldSource]).toEqual(['Maven', 'Demo Class', 'Organic', 'test']);
    expect(p.url).toBe('https://maven.example/asic-verification');
    expect(p.firstTouch).toEqual(first);
    expect(p.lastTouch).toEqual(last);
    expect(p.adMeasurementOptIn).toBe(false);
  });

  it("sends the page's origin and path only: its query can carry an email campaign's ?email=, and the campaign travels in the touches", () => {
    const page = 'https://maven.example/asic-verification?email=asha%40example.com&utm_source=mail#apply';
    expect(buildLeadPayload(values, {}, page).url).toBe('https://maven.example/asic-verification');
    expect(hiddenFields({}, page).mx_Website_url).toBe('https://maven.example/asic-verification');
  });

  it('carries the ad-measurement opt-in as ticked, and no touch when none is known', () => {
    const p = buildLeadPayload({ ...values, adMeasurementOptIn: true }, {}, 'https://maven.example/x', {}, { noticeVersion: 'v1', marketingOptIn: false });
    expect(p.adMeasurementOptIn).toBe(true);
    expect(p).not.toHaveProperty('firstTouch');
    expect(p).not.toHaveProperty('lastTouch');
    expect(p.url).toBe('https://maven.example/x');
  });

  it('lays a page\'s and a CTA\'s non-empty lead-source values over the layout\'s', () => {
    expect(overrideLeadSource({ source: 'Maven Enterprise', sub_source: 'Enterprise' }, { sub_source: 'Course Page', channel: ' ' }, { channel: 'Paid' }))
      .toEqual({ source: 'Maven Enterprise', sub_source: 'Course Page', channel: 'Paid' });
    expect(overrideLeadSource({}, null, undefined)).toEqual({});
  });

  it('fills the hidden fields of spec §3', () => {
    expect(hiddenFields({ sub_source: 'Footer' }, 'https://m.example/p')).toEqual({
      Source: 'Maven', channel: 'Organic', mx_Sub_Source: 'Footer', oldSource: 'test', mx_Website_url: 'https://m.example/p',
    });
  });
});

describe('download endpoints (spec §7)', () => {
  it('maps every download type to its path', () => {
    expect(DOWNLOAD_ENDPOINTS).toEqual({
      experience: '/api/download/courses',
      curriculam: '/api/download/curiculam',
      newsletter: '/api/download/newsAndEvent/newsletter',
      interviewquestions: '/api/download/interviewQuestions/download',
      whitepaper: '/api/download/newsAndEvent/whitepaper',
      'vlsi-project': '/api/download/vlsi-projects/downloaddocument',
      riscAndArm: '/api/download/riscandarm',
      vlsiresourceswhitepaper: '/api/download/vlsi-resources/whitepaper',
    });
  });

  it('sends {id,email}, and the vlsi-resources whitepaper {email}', () => {
    for (const t of DOWNLOAD_TYPES) {
      expect(downloadBody(t, 'doc-1', 'a@b.co')).toEqual({ data: t === 'vlsiresourceswhitepaper' ? { email: 'a@b.co' } : { id: 'doc-1', email: 'a@b.co' } });
    }
  });

  it('finds the type of a catch-all path', () => {
    expect(downloadTypeOfPath('newsAndEvent/whitepaper')).toBe('whitepaper');
    expect(downloadTypeOfPath('vlsi-resources/whitepaper')).toBe('vlsiresourceswhitepaper');
    expect(downloadTypeOfPath('nope')).toBeUndefined();
  });
});
