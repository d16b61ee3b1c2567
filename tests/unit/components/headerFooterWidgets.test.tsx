import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Dropdown from '../../../components/header/Dropdown';
import SocialLinks from '../../../components/footer/SocialLinks';
import StandardFooter from '../../../components/footer/StandardFooter';
import ChatWidget from '../../../components/widgets/ChatWidget';
import { SiteTextsProvider } from '../../../components/common/SiteTexts';
import { DEFAULT_LAYOUT_CONTENT } from '../../../lib/cms/defaults';
import { SITE_TEXT_DEFAULTS } from '../../../lib/cms/siteTexts';

// Links prefetch on focus through the router, which a unit test does not start.
jest.mock('next/router', () => ({ __esModule: true, default: { prefetch: jest.fn(() => Promise.resolve()), push: jest.fn() } }));

// jsdom has no PointerEvent; the Dropdown tells a mouse from a finger by its pointerType.
beforeAll(() => {
  if (window.PointerEvent) return;
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) { super(type, init); this.pointerType = init.pointerType ?? ''; }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
});

const items = [
  { id: '1', subMenuName: 'ASIC Verification', subMenuLink: '/asic-verification' },
  { id: '2', subMenuName: 'Physical Design', subMenuLink: '/physical-design-and-verification-course' },
];

/** jsdom has no popovers: the browser's part (open on the button's click) is stood in for by these. */
function fakePopovers() {
  const open = new Set<Element>();
  const toggle = (el: HTMLElement, to: 'open' | 'closed') => {
    if (to === 'open') open.add(el); else open.delete(el);
    el.dispatchEvent(Object.assign(new Event('toggle'), { newState: to }));
  };
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.showPopover = function (this: HTMLElement) { toggle(this, 'open'); };
  proto.hidePopover = function (this: HTMLElement) { toggle(this, 'closed'); };
  const matches = Element.prototype.matches;
  jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, sel: string) {
    return sel === ':popover-open' ? open.has(this) : matches.call(this, sel);
  });
  return open;
}

describe('Dropdown', () => {
  afterEach(() => jest.restoreAllMocks());
  const renderCourses = () => {
    render(<ul><Dropdown label="Courses" items={items} /></ul>);
    return screen.getByRole('button', { name: 'Courses' });
  };

  it('is the browser\'s popover: its button names the menu, which opens and closes without the script', () => {
    const button = renderCourses();
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual(['/asic-verification', '/physical-design-and-verification-course']);
  });

  it('states aria-expanded as the browser toggles it; a mouse hover opens it, the click that follows keeps it open, leaving closes it', () => {
    const open = fakePopovers();
    const button = renderCourses();
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'touch' });
    expect(open.has(menu)).toBe(false);
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The mouse's click on what its hover opened cancels the browser's toggle; a key's does not.
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    expect(fireEvent.click(button, { detail: 1 })).toBe(false);
    expect(fireEvent.click(button, { detail: 0 })).toBe(true);
    fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
    expect(open.has(menu)).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a chosen entry closes it', () => {
    const open = fakePopovers();
    const button = renderCourses();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('link', { name: 'ASIC Verification', hidden: true }));
    expect(open.size).toBe(0);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SocialLinks', () => {
  const links = [{ id: '1', name: 'LinkedIn', link: 'https://www.linkedin.com/company/x', image: null }];

  it('opens networks in a new tab', () => {
    render(<SocialLinks links={links} disabled={false} />);
    const a = screen.getByRole('link', { name: 'LinkedIn' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is inert where the layout disables it', () => {
    const { container } = render(<SocialLinks links={links} disabled />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('StandardFooter', () => {
  afterEach(() => jest.useRealTimers());

  it('prints the current year in the copyright line', () => {
    jest.useFakeTimers().setSystemTime(new Date('2031-03-01T10:00:00Z'));
    render(<SiteTextsProvider value={SITE_TEXT_DEFAULTS}><StandardFooter layoutContent={DEFAULT_LAYOUT_CONTENT} socialLinksDisabled={false} /></SiteTextsProvider>);
    expect(screen.getByText('© 2031 Maven Silicon. All rights reserved.')).toBeInTheDocument();
  });

  it('links the data rights page, and says its words as the CMS gives them', () => {
    jest.useFakeTimers().setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const texts = { ...SITE_TEXT_DEFAULTS, footerDataRights: 'Your privacy choices', footerCopyright: 'Copyright {year} Maven' };
    render(<SiteTextsProvider value={texts}><StandardFooter layoutContent={DEFAULT_LAYOUT_CONTENT} socialLinksDisabled={false} /></SiteTextsProvider>);
    expect(screen.getByRole('link', { name: 'Your privacy choices' })).toHaveAttribute('href', '/data-rights');
    expect(screen.getByText('Copyright 2031 Maven')).toBeInTheDocument();
  });
});

describe('ChatWidget', () => {
  const url = 'https://chat.example/widget.js';
  const contacts = { email: 'a@b.c', phoneNumber: '+91 1', whatsappNumber: '+91 2' };

  // The panel opens and closes by the browser's own popover (tests/e2e/readonly/layout-content.spec.ts,
  // tests/e2e/performance/deferred-hydration.spec.ts); here: its markup, and what the code does
  // when the browser says the panel opened or closed (jsdom's stand-in, fakePopovers).
  afterEach(() => jest.restoreAllMocks());
  const panelOf = () => document.getElementById(screen.getByRole('button', { name: /chat$/ }).getAttribute('popovertarget')!)!;
  const links = (panel: HTMLElement) => [...panel.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

  it('is a button that opens a popover dialog of the contact channels, before any script; focus moves in', () => {
    fakePopovers();
    render(<SiteTextsProvider value={SITE_TEXT_DEFAULTS}><ChatWidget showWhatsApp contacts={contacts} /></SiteTextsProvider>);
    const panel = panelOf();
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-label', 'Chat with us');
    expect(links(panel)).toEqual([['WhatsApp', expect.stringMatching(/^https:\/\/wa\.me\//)], ['Call +91 1', 'tel:+911'], ['a@b.c', 'mailto:a@b.c']]);
    act(() => { panel.showPopover(); });
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.querySelector('a')).toHaveFocus();
  });

  it('offers no WhatsApp where the layout hides it (the M.Tech pages)', () => {
    render(<SiteTextsProvider value={SITE_TEXT_DEFAULTS}><ChatWidget showWhatsApp={false} contacts={contacts} /></SiteTextsProvider>);
    expect(links(panelOf()).map(([name]) => name)).toEqual(['Call +91 1', 'a@b.c']);
  });

  it('requests the provider script only once the panel has opened, and once', () => {
    fakePopovers();
    render(<SiteTextsProvider value={SITE_TEXT_DEFAULTS}><ChatWidget providerScript={url} showWhatsApp contacts={contacts} /></SiteTextsProvider>);
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
    act(() => { panelOf().showPopover(); });
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    act(() => { panelOf().hidePopover(); });
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    act(() => { panelOf().showPopover(); });
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
