import { render, screen } from '@testing-library/react';
import { Curriculum, Highlights } from '../../../../components/course/CourseSections';

// The M.Tech header links to these sections by the spec's anchor names (spec §2).
describe('course sections', () => {
  it('are the targets of the header anchors, under the same names', () => {
    render(<>
      <Highlights items={[{ title: 'Weekend classes', description: 'Saturday and Sunday sessions' }]} />
      <Curriculum modules={[{ title: 'Digital design', topics: ['Combinational logic'] }]} />
    </>);
    expect(screen.getByRole('heading', { name: 'Program Highlights' }).closest('section')).toHaveAttribute('id', 'programhighlights');
    expect(screen.getByRole('heading', { name: 'Our Curriculum' }).closest('section')).toHaveAttribute('id', 'ourcurriculam');
  });
});
