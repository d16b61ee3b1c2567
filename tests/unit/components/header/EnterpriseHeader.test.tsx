import { render, screen, within } from '@testing-library/react';
import EnterpriseHeader from '../../../../components/header/EnterpriseHeader';
import { DEFAULT_LAYOUT_CONTENT } from '../../../../lib/cms/defaults';
import { TOP_OF_PAGE } from '../../../../lib/scroll';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve()), push: jest.fn() },
  useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() } }),
}));

// A hidden element has no accessible name: the drawer is found through its toggle.
const drawerOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;
// jsdom applies no stylesheet, so the toggle's two names both read: found by what it opens.
const toggleOf = () => screen.getAllByRole('button').find((b) => b.hasAttribute('popovertarget'))!;

const menu = [
  { id: '1', subMenuName: 'Why Maven', subMenuLink: '/enterprise/about-us' },
  { id: '2', subMenuName: 'Talk to us', subMenuLink: '/enterprise/contact-us' },
];

describe('EnterpriseHeader', () => {
  it('shows the menu the CMS gave, in the desktop row and in the slide-in menu', () => {
    render(<EnterpriseHeader scroll={TOP_OF_PAGE} layoutContent={{ ...DEFAULT_LAYOUT_CONTENT, enterpriseMenu: menu }} />);
    const drawer = drawerOf(toggleOf());
    expect(drawer).toHaveAttribute('aria-label', 'Enterprise mobile menu');
    for (const nav of [screen.getByRole('navigation', { name: 'Enterprise menu' }), drawer]) {
      expect(within(nav).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')]))
        .toEqual([['Why Maven', '/enterprise/about-us'], ['Talk to us', '/enterprise/contact-us']]);
    }
  });

  it('the slide-in menu is the browser\'s popover, named by its toggle, whose name says what a tap does', () => {
    render(<EnterpriseHeader scroll={TOP_OF_PAGE} layoutContent={{ ...DEFAULT_LAYOUT_CONTENT, enterpriseMenu: menu }} />);
    const toggle = toggleOf();
    const drawer = drawerOf(toggle);
    expect(toggle).toHaveAttribute('popovertarget', drawer.id);
    expect(drawer).toHaveAttribute('popover', 'auto');
    // Both names are in the HTML; the stylesheet shows the one that fits the drawer's state.
    expect([...toggle.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Open menu', 'Close menu', '']);
  });
});
