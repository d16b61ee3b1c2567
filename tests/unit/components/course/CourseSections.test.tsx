import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteTextsProvider } from '../../../../components/common/SiteTexts';
import Faqs from '../../../../components/content/Faqs';
import CourseCards from '../../../../components/course/CourseCards';
import { Curriculum, FeesAndBatches, Highlights } from '../../../../components/course/CourseSections';
import CourseTabs from '../../../../components/course/CourseTabs';
import { SITE_TEXT_DEFAULTS } from '../../../../lib/cms/siteTexts';

// Links prefetch through the router, and the tabs keep ?tab= in it; a unit test starts neither.
jest.mock('next/router', () => ({ __esModule: true, default: { prefetch: jest.fn(() => Promise.resolve()), push: jest.fn() }, useRouter: () => ({ query: {}, replace: jest.fn(), isReady: true }) }));

// The M.Tech header links to these sections by the spec's anchor names (spec §2).
describe('course sections', () => {
  it('are the targets of the header anchors, under the same names', () => {
    render(<SiteTextsProvider value={SITE_TEXT_DEFAULTS}>
      <Highlights items={[{ title: 'Weekend classes', description: 'Saturday and Sunday sessions' }]} />
      <Curriculum modules={[{ title: 'Digital design', topics: ['Combinational logic'] }]} />
    </SiteTextsProvider>);
    expect(screen.getByRole('heading', { name: 'Program Highlights' }).closest('section')).toHaveAttribute('id', 'programhighlights');
    expect(screen.getByRole('heading', { name: 'Our Curriculum' }).closest('section')).toHaveAttribute('id', 'ourcurriculam');
  });
});

// Every word of a course page is the marketers' (site texts), the seed's until they change it.
describe('course words from the CMS', () => {
  const texts = {
    ...SITE_TEXT_DEFAULTS, courseHighlightsHeading: 'Why this programme', courseCurriculumHeading: 'What you learn', courseModuleLabel: 'Unit {n} –',
    courseCardsEmpty: 'Dates coming soon.', courseDetailsLink: 'See the course', courseTabJobOriented: 'Full-time', courseTabPartTime: 'Weekend',
    faqHeading: 'Questions students ask',
  };
  const withTexts = (ui: ReactNode) => render(<SiteTextsProvider value={texts}>{ui}</SiteTextsProvider>);

  it('headings, module labels and the FAQ heading', () => {
    withTexts(<>
      <Highlights items={[{ title: 'Labs', description: '' }]} />
      <Curriculum modules={[{ title: 'Digital design', topics: [] }, { title: 'Verilog', topics: [] }]} />
      <Faqs faqs={[{ question: 'Q?', answerHtml: '<p>A.</p>', answerText: 'A.' }]} />
    </>);
    expect(screen.getByRole('heading', { name: 'Why this programme' }).closest('section')).toHaveAttribute('id', 'programhighlights');
    expect(screen.getByRole('heading', { name: 'What you learn' }).closest('section')).toHaveAttribute('id', 'ourcurriculam');
    expect(screen.getByText('Unit 2 – Verilog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions students ask' })).toBeInTheDocument();
  });

  it('the fee with how to pay it (the course\'s fee note)', () => {
    withTexts(<FeesAndBatches fee={{ amount: 120000, currency: 'INR' }} note="Pay in three instalments." batches={[]} />);
    expect(screen.getByText(/^Fee:/).closest('p')).toHaveTextContent('Fee: ₹1,20,000 Pay in three instalments.');
  });

  it('the course cards and the course tabs', () => {
    const card = { path: '/asic-verification', title: 'ASIC Verification', tagline: '', duration: '', mode: '', category: 'job_oriented' as const };
    withTexts(<><CourseCards courses={[card]} /><CourseCards courses={[]} /><CourseTabs courses={[card]} initial="job_oriented" /></>);
    expect(screen.getAllByRole('link', { name: 'ASIC Verification: course details' })[0]).toHaveTextContent('See the course');
    expect(screen.getAllByText('Dates coming soon.')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Full-time', 'Weekend']);
  });

  it('the tab the page was generated for is selected in its HTML, and each tab links to its ?tab=', () => {
    const card = { path: '/vlsi-weekend', title: 'Weekend VLSI', tagline: '', duration: '', mode: '', category: 'part_time' as const };
    withTexts(<CourseTabs courses={[card]} initial="part_time" />);
    expect(screen.getByRole('tab', { name: 'Weekend' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Weekend' })).toHaveAttribute('href', '/best-vlsi-training-institute?tab=part_time');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekend VLSI');
  });
});
