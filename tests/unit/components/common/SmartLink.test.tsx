import { fireEvent, render, screen } from '@testing-library/react';
import SmartLink, { routeSiteLinks } from '../../../../components/common/SmartLink';

const push = jest.fn(() => Promise.resolve(true));
const prefetch = jest.fn(() => Promise.resolve());
const router = { current: {} as object | null };
jest.mock('next/router', () => ({
  __esModule: true,
  default: { get router() { return router.current; }, push: (...a: unknown[]) => push(...(a as [])), prefetch: (...a: unknown[]) => prefetch(...(a as [])) },
}));

// The page's one listener, as _app installs it.
let unroute: () => void;
beforeEach(() => { push.mockClear(); prefetch.mockClear(); router.current = {}; unroute = routeSiteLinks(document); });
afterEach(() => unroute());

describe('SmartLink', () => {
  it('navigates a plain click on a site path through the router, and runs its own onClick', () => {
    const onClick = jest.fn();
    render(<SmartLink href="/asic-verification" onClick={onClick}>ASIC Verification</SmartLink>);
    const link = screen.getByRole('link', { name: 'ASIC Verification' });
    expect(link).toHaveAttribute('href', '/asic-verification');
    const notCancelled = fireEvent.click(link, { button: 0 });
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/asic-verification');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks, other tabs and clicks before the router exists to the browser', () => {
    render(<><SmartLink href="/placement">Placements</SmartLink><SmartLink href="/about-us" target="_blank">About</SmartLink></>);
    const link = screen.getByRole('link', { name: 'Placements' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, { button: 0, ...modifier })).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), { button: 0 })).toBe(true);
    router.current = null;
    expect(fireEvent.click(link, { button: 0 })).toBe(true);
    fireEvent.mouseOver(link);
    expect(push).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches on intent (hover, touch, focus), once, not on render', () => {
    render(<SmartLink href="/placement">Placements</SmartLink>);
    expect(prefetch).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Placements' });
    fireEvent.mouseOver(link);
    fireEvent.touchStart(link);
    fireEvent.focusIn(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/placement');
  });

  it('routes its links in server HTML React does not own, but not the CMS HTML\'s site paths (a file, maybe)', () => {
    document.body.insertAdjacentHTML('beforeend', '<div><a href="/placement" data-route="">Placements</a><a href="/brochure.pdf">Brochure</a></div>');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Placements' }), { button: 0 })).toBe(false);
    expect(push).toHaveBeenCalledWith('/placement');
    const cms = screen.getByRole('link', { name: 'Brochure' });
    cms.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot follow it
    fireEvent.mouseOver(cms);
    fireEvent.click(cms, { button: 0 });
    expect(push).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalledWith('/brochure.pdf');
  });

  it('keeps other sites in a new tab without the opener, and tel:/mailto: as plain links', () => {
    render(<>
      <SmartLink href="https://www.linkedin.com/company/x">LinkedIn</SmartLink>
      <SmartLink href="tel:+919876543210">Call</SmartLink>
      <SmartLink href="//evil.example/x">Protocol-relative</SmartLink>
    </>);
    const external = screen.getByRole('link', { name: 'LinkedIn' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Call', 'Protocol-relative']) {
      expect(fireEvent.click(screen.getByRole('link', { name }), { button: 0 })).toBe(true);
    }
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Call' }));
    expect(push).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
