import { selectLayout, firstSegment } from '../../../lib/layout';

// One test per row of the spec's layout table (§2) and per contact set (§9).
describe('selectLayout', () => {
  it('enterprise → enterprise header and footer', () => {
    // Content call-to-actions open the enterprise lead form with the page's own lead
    // sources from the CMS, nothing invented here; the corporate team's contacts come
    // from the CMS's enterprise contact set.
    expect(selectLayout('/enterprise')).toMatchObject({
      header: 'enterprise', footer: 'enterprise', showWhatsApp: true, ctaPopup: 'enterpriseLead', contactSet: 'enterprise', leadSource: {},
    });
    expect(selectLayout('/enterprise/corporate-training')).toMatchObject({ header: 'enterprise', footer: 'enterprise' });
  });

  it('best-vlsi-courses → b2c marketing header with CMS contacts, no footer', () => {
    expect(selectLayout('/best-vlsi-courses/iit-certification-IC-packaging-and-manufacturing-course')).toMatchObject({
      header: 'marketing-b2c', footer: 'none', contactSet: 'default-b2c', skipMarketingHeaderQuery: false,
    });
  });

  it('embedded certification page → b2c marketing header, its own contacts, query 4 skipped', () => {
    expect(selectLayout('/vlsi-embedded-iit-certification')).toMatchObject({
      header: 'marketing-b2c', footer: 'none', contactSet: 'embedded-certification', skipMarketingHeaderQuery: true,
    });
  });

  it('old M.Tech variants and paid landing slugs → b2c marketing header with the paid/landing set', () => {
    for (const path of ['/executive-mtech-in-vlsi-design', '/physical-design-course-landing']) {
      expect(selectLayout(path)).toMatchObject({ header: 'marketing-b2c', footer: 'none', contactSet: 'paid-landing', skipMarketingHeaderQuery: true });
    }
  });

  it('the landing group → its own fixed phone and WhatsApp set', () => {
    expect(selectLayout('/vlsi-course-offer')).toMatchObject({ header: 'marketing-b2c', contactSet: 'landing-group' });
  });

  it('vlsi-courses → b2b marketing header, no footer', () => {
    expect(selectLayout('/vlsi-courses/anything')).toMatchObject({ header: 'marketing-b2b', footer: 'none', contactSet: 'default-b2b' });
  });

  it('M.Tech pages → M.Tech header, no footer, no WhatsApp, query 4 skipped', () => {
    for (const path of ['/mtech-in-vlsi-design', '/mtech-in-vlsidesign', '/pes-mtech-in-vlsi-design']) {
      expect(selectLayout(path)).toMatchObject({ header: 'mtech', footer: 'none', showWhatsApp: false, contactSet: 'mtech', skipMarketingHeaderQuery: true });
    }
  });

  it('thank-you → standard header, no footer', () => {
    expect(selectLayout('/thank-you')).toMatchObject({ header: 'standard', footer: 'none' });
    expect(selectLayout('/thankyou')).toMatchObject({ header: 'standard', footer: 'none' });
  });

  it('everything else → standard header and footer', () => {
    for (const path of ['/', '/about-us', '/placement?x=1', '/asic-verification#faq', '/data-rights']) {
      expect(selectLayout(path)).toEqual({
        header: 'standard', footer: 'standard', showWhatsApp: true, skipMarketingHeaderQuery: true, contactSet: null, socialLinksDisabled: false,
        ctaPopup: 'header', leadSource: {}, skeleton: path.startsWith('/asic-verification') ? 'course' : 'dots',
      });
    }
  });

  it('names the loading screen: the course skeleton on course routes only (RouteLoader keeps no list)', () => {
    expect(selectLayout('/physical-design-and-verification-course').skeleton).toBe('course');
    expect(selectLayout('/mtech-in-vlsi-design?x=1').skeleton).toBe('course');
    expect(selectLayout('/about-us').skeleton).toBe('dots');
  });

  it('gives the course skeleton to a course the CMS published, before its path is in any list of the code', () => {
    const published = ['/a-course-added-in-the-cms', '/embedded-systems-course'];
    expect(selectLayout('/a-course-added-in-the-cms').skeleton).toBe('dots');
    expect(selectLayout('/a-course-added-in-the-cms/?utm=x', published).skeleton).toBe('course');
    // The spec's courses stay courses while the list has not arrived, or if it lacks them.
    expect(selectLayout('/asic-verification', []).skeleton).toBe('course');
    expect(selectLayout('/about-us', published).skeleton).toBe('dots');
    expect(selectLayout('/a-course-added-in-the-cms', published).header).toBe('standard');
  });

  it('says what the CMS door asks for a path (header and contact set)', () => {
    const cmsNeeds = (path: string) => {
      const { header, contactSet, skipMarketingHeaderQuery } = selectLayout(path);
      return { header, contactSet, skipMarketingHeaderQuery };
    };
    expect(cmsNeeds('/mtech-in-vlsi-design')).toEqual({ header: 'mtech', contactSet: 'mtech', skipMarketingHeaderQuery: true });
    expect(cmsNeeds('/vlsi-courses/x')).toEqual({ header: 'marketing-b2b', contactSet: 'default-b2b', skipMarketingHeaderQuery: false });
    expect(cmsNeeds('/enterprise/about-us')).toEqual({ header: 'enterprise', contactSet: 'enterprise', skipMarketingHeaderQuery: true });
    expect(cmsNeeds('/about-us')).toEqual({ header: 'standard', contactSet: null, skipMarketingHeaderQuery: true });
  });

  it('disables social links on the one certification page only', () => {
    expect(selectLayout('/executive-certification-on-embedded-system-design').socialLinksDisabled).toBe(true);
    expect(selectLayout('/executive-certification-in-asic-verification').socialLinksDisabled).toBe(false);
  });

  it('reads the first segment, ignoring query and hash', () => {
    expect(firstSegment('/enterprise?tab=1#x')).toBe('enterprise');
    expect(firstSegment('/?x=/enterprise')).toBe('');
  });
});
