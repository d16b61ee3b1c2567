import { act, fireEvent, render, screen } from '@testing-library/react';
import Dropdown from '../../../components/header/Dropdown';
import SocialLinks from '../../../components/footer/SocialLinks';
import StandardFooter from '../../../components/footer/StandardFooter';
import ChatWidget from '../../../components/widgets/ChatWidget';
import { DEFAULT_CHROME } from '../../../lib/cms/defaults';

const items = [
  { id: '1', subMenuName: 'ASIC Verification', subMenuLink: '/asic-verification' },
  { id: '2', subMenuName: 'Physical Design', subMenuLink: '/physical-design-and-verification-course' },
];

describe('Dropdown', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    render(<ul><Dropdown label="Courses" items={items} /></ul>);
    const button = screen.getByRole('button', { name: 'Courses' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'ASIC Verification' })).toHaveAttribute('href', '/asic-verification');
    fireEvent.mouseLeave(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and closes on Escape', () => {
    render(<ul><Dropdown label="Courses" items={items} /></ul>);
    const button = screen.getByRole('button', { name: 'Courses' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
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
    render(<StandardFooter chrome={DEFAULT_CHROME} socialLinksDisabled={false} />);
    expect(screen.getByText('© 2031 Maven Silicon. All rights reserved.')).toBeInTheDocument();
  });
});

describe('ChatWidget', () => {
  const url = 'https://chat.example/widget.js';

  it('requests the provider script only after the visitor clicks', () => {
    render(<ChatWidget providerScript={url} contacts={{ email: 'a@b.c', phoneNumber: '+91 1', whatsappNumber: '+91 2' }} />);
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Open chat' })); });
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close chat' })); });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Open chat' })); });
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
