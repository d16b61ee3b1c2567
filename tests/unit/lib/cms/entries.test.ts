import * as entries from '../../../../lib/cms/entries';

import { isContentPath } from '../../../../lib/cms/fields';

import { answer } from './answer';

// The reshapers see what the CMS door hands them: the answer as the CMS gave it, partial or odd here on purpose.
const toCourse = (raw: unknown) => entries.toCourse(answer(raw));
const toPage = (raw: unknown) => entries.toPage(answer(raw));
const toCourseCards = (raw: unknown) => entries.toCourseCards(answer(raw));
const toTestimonials = (raw: unknown) => entries.toTestimonials(answer(raw));

const media = (url: string) => ({ data: { attributes: { url, alternativeText: 'alt', width: 800, height: 600 } } });

describe('content reshapers', () => {
  it('flattens a course from the v4 shape, with sanitised rich text and topic lists', () => {
    const data = { courses: { data: [{ id: '4', attributes: {
      path: '/asic-verification', category: 'job_oriented', title: ' ASIC Verification ', tagline: 'DV', duration: '4 months', mode: 'Online', nextBatch: 'Jan',
      heroImage: media('/uploads/hero.png'),
      highlights: [{ title: 'Labs', description: 'Daily' }, { title: '', description: 'dropped' }],
      curriculum: [{ title: 'UVM', topics: 'Phases\n\n Factory \n' }],
      tools: [{ name: 'VCS' }, { name: '' }],
      eligibility: 'B.E. **ECE** <script>alert(1)</script>',
      outcomes: [{ label: 'Rate', value: '90% (example)' }, { label: 'x', value: '' }],
      faqs: [{ question: 'Q?', answer: '[a](javascript:alert(1)) **b**' }],
      curriculumDownloadId: 'asic', seo: { metaTitle: 'T', metaDescription: 'D', ogImage: { data: null } }, updatedAt: '2026-01-01T00:00:00.000Z',
    } }] } };
    const c = toCourse(data)!;
    expect(c).toMatchObject({
      path: '/asic-verification', category: 'job_oriented', title: 'ASIC Verification', heroImage: { url: '/api/media/hero.png', width: 800, height: 600 },
      highlights: [{ title: 'Labs', description: 'Daily' }], curriculum: [{ title: 'UVM', topics: ['Phases', 'Factory'] }], tools: ['VCS'],
      outcomes: [{ label: 'Rate', value: '90% (example)' }], curriculumDownloadId: 'asic', seo: { metaTitle: 'T', metaDescription: 'D', ogImage: null },
    });
    expect(c.eligibilityHtml).toBe('<p>B.E. <strong>ECE</strong> </p>');
    expect(c.faqs).toEqual([{ question: 'Q?', answerHtml: '<p><span>a</span> <strong>b</strong></p>', answerText: 'a b' }]);
  });

  it('a course\'s fee and its upcoming batches, soonest first; past, undated and malformed ones left out', () => {
    const raw = (extra: Record<string, unknown>) => ({ courses: { data: [{ attributes: { path: '/pd', title: 'PD', mode: 'Online', ...extra } }] } });
    const c = entries.toCourse(answer(raw({
      fee: 120000, feeCurrency: 'inr', feeNote: ' Three instalments ', weeks: 17, hoursPerWeek: 40,
      batches: [
        { startDate: '2027-04-13', mode: 'Classroom', seatsLeft: 30 }, { startDate: '2027-01-12', mode: '', seatsLeft: -1 },
        { startDate: '2026-11-25', mode: 'Online', seatsLeft: 3 }, { startDate: 'soon', mode: 'x', seatsLeft: 1 },
      ],
    })), '2026-11-26')!;
    expect([c.fee, c.feeNote]).toEqual([{ amount: 120000, currency: 'INR' }, 'Three instalments']);
    expect(c.schedule).toEqual({ weeks: 17, hoursPerWeek: 40 });
    expect(c.batches).toEqual([{ startDate: '2027-01-12', mode: 'Online', seatsLeft: null }, { startDate: '2027-04-13', mode: 'Classroom', seatsLeft: 30 }]);
    const none = toCourse(raw({ fee: 'free', weeks: 17 }))!;
    expect([none.fee, none.schedule, none.batches]).toEqual([null, null, []]);
  });

  it('no entry, no path or no title → null (the page is a 404)', () => {
    expect(toCourse(null)).toBeNull();
    expect(toCourse({ courses: { data: [] } })).toBeNull();
    expect(toCourse({ courses: { data: [{ attributes: { path: 'javascript:x', title: 'T' } }] } })).toBeNull();
    expect(toPage({ pages: { data: [{ attributes: { path: '/x', title: '  ' } }] } })).toBeNull();
  });

  it('reads the lead sources of an entry and its CTA block, and its documents', () => {
    const file = (url: string, name: string) => ({ data: { attributes: { url, name } } });
    const p = toPage({ pages: { data: [{ attributes: {
      path: '/vlsi/free-vlsi-training-courses', title: 'Library',
      leadSource: { source: '', sub_source: ' Library ', channel: null },
      cta: { buttonName: 'Call me', link: '', leadSource: { sub_source: 'Call Back', oldSource: 'x' } },
      documents: [
        { downloadId: 'brochure', title: ' Our brochure ', description: 'Every course.', file: file('/uploads/brochure_ab12.pdf', 'brochure.pdf') },
        { downloadId: 'elsewhere', file: file('https://evil.example/x.pdf', 'x.pdf') },
        { downloadId: '', file: file('/uploads/y.pdf', 'y.pdf') },
      ],
    } }] } })!;
    expect(p.leadSource).toEqual({ sub_source: 'Library' });
    expect(p.cta?.leadSource).toEqual({ sub_source: 'Call Back', oldSource: 'x' });
    // A document of another origin is no file; its texts stay the marketer's.
    expect(p.documents).toEqual({
      brochure: { file: { url: '/api/media/brochure_ab12.pdf', filename: 'brochure.pdf' }, title: 'Our brochure', description: 'Every course.' },
      elsewhere: { file: null, title: '', description: '' },
    });
    expect(p.heroButton).toBe('Book a Free Demo Class');
    const c = toCourse({ courses: { data: [{ attributes: { path: '/pd', title: 'PD', curriculumDocument: file('/uploads/pd.pdf', 'pd-curriculum.pdf'), leadSource: { sub_source: 'PD page' } } }] } })!;
    expect(c.curriculumDocument).toEqual({ url: '/api/media/pd.pdf', filename: 'pd-curriculum.pdf' });
    expect(c.leadSource).toEqual({ sub_source: 'PD page' });
    // The buttons and call to action of a course without its own words: the seed's.
    expect([c.enquireButton, c.downloadButton, c.cta]).toEqual(['Enquire now', 'Download curriculum', { text: 'Talk to a counsellor about the PD.', buttonName: 'Book a Free Demo Class', link: null }]);
    const own = toCourse({ courses: { data: [{ attributes: { path: '/pd', title: 'PD', enquireButton: 'Ask us', downloadButton: 'Get the syllabus', cta: { text: 'Join in June.', buttonName: 'Reserve a seat', link: '' } } }] } })!;
    expect([own.enquireButton, own.downloadButton, own.cta.text, own.cta.buttonName]).toEqual(['Ask us', 'Get the syllabus', 'Join in June.', 'Reserve a seat']);
  });

  it('an unknown category falls back to job_oriented', () => {
    expect(toCourse({ courses: { data: [{ attributes: { path: '/x', title: 'T', category: 'weird' } }] } })!.category).toBe('job_oriented');
  });

  it('flattens a page: anchors validated and unique, unsafe CTA links dropped (→ lead modal)', () => {
    const data = { pages: { data: [{ attributes: {
      path: '/university', title: 'Universities', intro: 'For colleges',
      sections: [
        { heading: 'Why Maven', body: '- a\n- b', anchor: 'whyMaven', image: media('/uploads/u.png') },
        { heading: 'Again', body: 'x', anchor: 'whyMaven' },
        { heading: 'Bad', body: 'y', anchor: '"><script>' },
        { heading: '', body: 'dropped' },
      ],
      faqs: [], cta: { text: 'Go', buttonName: 'Contact', link: 'javascript:alert(1)' }, seo: null,
    } }] } };
    const p = toPage(data)!;
    expect(p.sections.map((s) => [s.heading, s.anchor])).toEqual([['Why Maven', 'whyMaven'], ['Again', null], ['Bad', null]]);
    expect(p.sections[0].bodyHtml).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(p.sections[0].image).toEqual({ url: '/api/media/u.png', alt: 'alt', width: 800, height: 600 });
    expect(p.cta).toEqual({ text: 'Go', buttonName: 'Contact', link: null, leadSource: {} });
    expect(p.seo).toEqual({ metaTitle: '', metaDescription: '', ogImage: null });
  });

  it('course cards and testimonials', () => {
    expect(toCourseCards({ courses: { data: [{ attributes: { path: '/a', title: 'A', category: 'part_time' } }, { attributes: { path: 'bad', title: 'B' } }] } }))
      .toEqual([{ path: '/a', category: 'part_time', title: 'A', tagline: '', duration: '', mode: '' }]);
    expect(toTestimonials({ testimonials: { data: [{ id: '1', attributes: { name: 'N', quote: 'Q', role: 'R' } }, { id: '2', attributes: { name: 'x' } }] } }))
      .toEqual([{ id: '1', name: 'N', role: 'R', company: '', quote: 'Q' }]);
  });

  it('content paths', () => {
    for (const ok of ['/', '/a', '/vlsi-jobs/uvm-interview-questions', '/best-vlsi-courses/iit-certification-IC-packaging-and-manufacturing-course']) expect(isContentPath(ok)).toBe(true);
    for (const bad of ['', 'a', '//x', '/a/', '/a?b', '/a#b', '/a b', 'https://x', '/a/../b']) expect(isContentPath(bad)).toBe(false);
  });
});
