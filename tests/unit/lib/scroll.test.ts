import { nextNavScroll, TOP_OF_PAGE } from '../../../lib/scroll';

describe('navigation thresholds (spec §4, §9)', () => {
  it('turns the navbar solid at 80px, not before', () => {
    expect(nextNavScroll(0, 79, TOP_OF_PAGE).solid).toBe(false);
    expect(nextNavScroll(0, 80, TOP_OF_PAGE).solid).toBe(true);
  });

  it('shows scroll-to-top beyond 100px', () => {
    expect(nextNavScroll(0, 100, TOP_OF_PAGE).showScrollTop).toBe(false);
    expect(nextNavScroll(0, 101, TOP_OF_PAGE).showScrollTop).toBe(true);
  });

  it('hides the navbar when scrolling down past 100px and shows it on scrolling up', () => {
    const down = nextNavScroll(90, 150, TOP_OF_PAGE);
    expect(down.hidden).toBe(true);
    expect(nextNavScroll(150, 140, down).hidden).toBe(false);
  });

  it('never hides within the first 100px', () => {
    expect(nextNavScroll(50, 100, TOP_OF_PAGE).hidden).toBe(false);
    expect(nextNavScroll(300, 90, { solid: true, hidden: true, showScrollTop: true }).hidden).toBe(false);
  });
});
