import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

const menu = [
  { id: '1', subMenuName: 'Why Maven', subMenuLink: '/enterprise/about-us' },
  { id: '2', subMenuName: 'Talk to us', subMenuLink: '/enterprise/contact-us' },
];

describe('EnterpriseHeader', () => {
  it('shows the menu the CMS gave, in the desktop row and in the slide-in menu', () => {
    render(<EnterpriseHeader scroll={TOP_OF_PAGE} layoutContent={{ ...DEFAULT_LAYOUT_CONTENT, enterpriseMenu: menu }} />);
    const drawer = drawerOf(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer).toHaveAttribute('aria-label', 'Enterprise mobile menu');
    for (const nav of [screen.getByRole('navigation', { name: 'Enterprise menu' }), drawer]) {
      expect(within(nav).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')]))
        .toEqual([['Why Maven', '/enterprise/about-us'], ['Talk to us', '/enterprise/contact-us']]);
    }
  });

  it('opens the slide-in menu, locks the page, and Escape closes it with focus on the toggle', () => {
    render(<EnterpriseHeader scroll={TOP_OF_PAGE} layoutContent={{ ...DEFAULT_LAYOUT_CONTENT, enterpriseMenu: menu }} />);
    const drawer = drawerOf(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer).not.toBeVisible();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Open menu' })); });
    expect(drawer).toBeVisible();
    expect(document.documentElement.style.overflow).toBe('hidden');
    within(drawer).getByRole('link', { name: 'Talk to us' }).focus();
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    expect(drawer).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
