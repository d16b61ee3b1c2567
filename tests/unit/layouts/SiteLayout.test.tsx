import { render, screen, within } from '@testing-library/react';
import SiteLayout from '../../../layouts/SiteLayout';
import { selectLayout } from '../../../lib/layout';
import { DEFAULT_LAYOUT_CONTENT } from '../../../lib/cms/defaults';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve()), push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } },
  useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() }, push: jest.fn(), asPath: '/', query: {}, isPreview: false }),
}));

const renderAt = (path: string) => render(<SiteLayout layout={selectLayout(path)} layoutContent={DEFAULT_LAYOUT_CONTENT}><p>page</p></SiteLayout>);

describe('SiteLayout follows the layout table', () => {
  it('the M.Tech header shows email and phone but no WhatsApp, as its row says (spec §2)', () => {
    renderAt('/mtech-in-vlsi-design');
    const header = screen.getByTestId('mtech-header');
    expect(within(header).getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContainEqual(expect.stringMatching(/wa\.me|whatsapp/i));
    expect(within(header).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByRole('link', { name: /WhatsApp/i })).toBeNull();
  });

  it('a marketing landing header keeps its WhatsApp link', () => {
    const landing = '/best-vlsi-courses/asic-verification';
    expect(selectLayout(landing)).toMatchObject({ header: 'marketing-b2c', showWhatsApp: true });
    renderAt(landing);
    const header = screen.getByTestId('marketing-b2c-header');
    expect(within(header).getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });
});
