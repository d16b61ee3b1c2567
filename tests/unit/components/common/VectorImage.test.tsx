import { render, screen } from '@testing-library/react';
import VectorImage from '../../../../components/common/VectorImage';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="old"><rect width="32" height="32"/></svg>';
const data = `data:image/svg+xml,${encodeURIComponent(drawing)}`;

describe('VectorImage', () => {
  it('draws a vector the page carries in the document, named by its alt text, at the size asked', () => {
    render(<VectorImage src={data} alt={'Chip "RTL" & <GDS>'} width={24} height={18} className="hero" />);
    const svg = screen.getByRole('img', { name: 'Chip "RTL" & <GDS>' });
    expect(svg.tagName).toBe('svg');
    expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('class'), svg.getAttribute('viewBox')]).toEqual(['24', '18', 'hero', '0 0 32 32']);
    expect(svg.querySelector('rect')).not.toBeNull();
  });

  it('hides a vector without alt text from assistive technology; a file stays an <img>', () => {
    const { container } = render(<><VectorImage src={data} alt="" width={24} height={24} /><VectorImage src="/images/logo.svg" alt="Maven Silicon" width={171} height={64} /></>);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('img').map((el) => [el.tagName, el.getAttribute('src')])).toEqual([['IMG', '/images/logo.svg']]);
  });
});
