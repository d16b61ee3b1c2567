import { courseJsonLd, faqJsonLd, organizationJsonLd, pageJsonLd, serializeJsonLd } from '../../../../lib/seo/jsonLd';
import type { Content, LayoutContent } from '../../../../lib/cms/types';
import { absoluteUrl } from '../../../../lib/seo/site';

const BASE = 'https://www.example.com';
const course = {
  path: '/asic-verification', title: 'ASIC Verification Course', tagline: 'Become a DV engineer', mode: 'Online', duration: '4 months',
  seo: { metaTitle: '', metaDescription: 'SV and UVM', ogImage: null }, fee: null, schedule: null, batches: [],
};

describe('JSON-LD builders (schema.org required properties)', () => {
  it('EducationalOrganization has @context, @type, name and url', () => {
    expect(organizationJsonLd({ address: 'Bengaluru' }, BASE)).toMatchObject({
      '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: 'Maven Silicon', url: `${BASE}/`,
      address: { '@type': 'PostalAddress', streetAddress: 'Bengaluru' },
    });
  });

  it('Course has name, description and provider', () => {
    expect(courseJsonLd(course, BASE)).toMatchObject({
      '@type': 'Course', name: 'ASIC Verification Course', description: 'SV and UVM', url: `${BASE}/asic-verification`,
      provider: { '@type': 'EducationalOrganization', name: 'Maven Silicon' },
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: '4 months' }],
    });
    expect(courseJsonLd(course, BASE)).not.toHaveProperty('offers');
  });

  it('Course with a fee, a schedule and batches: an Offer and a CourseInstance a batch, as Google\'s course info asks', () => {
    const batches = [{ startDate: '2027-01-12', mode: 'Classroom', seatsLeft: 12 }, { startDate: '2027-04-13', mode: 'Online', seatsLeft: null }];
    const ld = courseJsonLd({ ...course, fee: { amount: 120000, currency: 'INR' }, schedule: { weeks: 17, hoursPerWeek: 40 }, batches }, BASE);
    expect(ld.offers).toEqual([{ '@type': 'Offer', category: 'Paid', price: 120000, priceCurrency: 'INR', url: `${BASE}/asic-verification` }]);
    const schedule = { '@type': 'Schedule', duration: 'PT40H', repeatFrequency: 'Weekly', repeatCount: 17 };
    expect(ld.hasCourseInstance).toEqual([
      { '@type': 'CourseInstance', courseMode: 'Classroom', startDate: '2027-01-12', courseSchedule: schedule, remainingAttendeeCapacity: 12 },
      { '@type': 'CourseInstance', courseMode: 'Online', startDate: '2027-04-13', courseSchedule: schedule },
    ]);
  });

  it('Course description falls back to the tagline, then the title', () => {
    expect(courseJsonLd({ ...course, seo: { ...course.seo, metaDescription: '' } }, BASE).description).toBe('Become a DV engineer');
    expect(courseJsonLd({ ...course, tagline: '', seo: { ...course.seo, metaDescription: '' } }, BASE).description).toBe('ASIC Verification Course');
  });

  it('FAQPage: Question name + acceptedAnswer text; none without FAQs', () => {
    expect(faqJsonLd([{ question: 'Q?', answerText: 'A.' }, { question: '', answerText: 'x' }])).toEqual({
      '@context': 'https://schema.org', '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it('serialised JSON cannot close its script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });

  it('canonical URLs drop query and fragment', () => {
    expect(absoluteUrl('/best-vlsi-training-institute?tab=part_time#x', BASE)).toBe(`${BASE}/best-vlsi-training-institute`);
    expect(absoluteUrl('/', BASE)).toBe(`${BASE}/`);
  });

  it('a page\'s blocks are serialised in its page data: Course and FAQPage on a course, the organisation first on the home page', () => {
    const faqs = [{ question: 'Q?', answerText: 'A.', answerHtml: '<p>A.</p>' }];
    const layout = { footer: { address: 'Bengaluru' }, headerButton: { admissionemailForHeader: 'admissions@example.com' } } as unknown as LayoutContent;
    const types = (blocks: string[]) => blocks.map((b) => JSON.parse(b)['@type']);
    expect(types(pageJsonLd('/asic-verification', { kind: 'course', course: { ...course, faqs } } as unknown as Content, layout))).toEqual(['Course', 'FAQPage']);
    const home = pageJsonLd('/', { kind: 'page', page: { faqs } } as unknown as Content, layout);
    expect(types(home)).toEqual(['EducationalOrganization', 'FAQPage']);
    expect(JSON.parse(home[0]).email).toBe('admissions@example.com');
    expect(pageJsonLd('/about-us', { kind: 'page', page: { faqs: [] } } as unknown as Content, layout)).toEqual([]);
  });
});
