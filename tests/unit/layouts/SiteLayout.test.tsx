import { render, screen, within } from '@testing-library/react';
import SiteLayout from '../../../layouts/SiteLayout';
import { selectLayout } from '../../../lib/layout';
import { DEFAULT_LAYOUT_CONTENT } from '../../../lib/cms/defaults';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve()), push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } },
  useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() }, push: jest.fn(), asPath: '/', query: {}, isPreview: false }),
}));

// The floating contact buttons hydrate after the first paint (components/common/deferHydration.tsx):
// waited for, so that a WhatsApp button among them would be seen.
const renderAt = async (path: string) => {
  render(<SiteLayout layout={selectLayout(path)} layoutContent={DEFAULT_LAYOUT_CONTENT}><p>page</p></SiteLayout>);
  await screen.findByRole('link', { name: /^Call us at/ });
};

describe('SiteLayout follows the layout table', () => {
  it('the M.Tech header shows email and phone but no WhatsApp, as its row says (spec §2)', async () => {
    await renderAt('/mtech-in-vlsi-design');
    const header = screen.getByTestId('mtech-header');
    expect(within(header).getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContainEqual(expect.stringMatching(/wa\.me|whatsapp/i));
    expect(within(header).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByRole('link', { name: /WhatsApp/i })).toBeNull();
  });

  it('a marketing landing header keeps its WhatsApp link', async () => {
    const landing = '/best-vlsi-courses/asic-verification';
    expect(selectLayout(landing)).toMatchObject({ header: 'marketing-b2c', showWhatsApp: true });
    await renderAt(landing);
    const header = screen.getByTestId('marketing-b2c-header');
    expect(within(header).getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });
});
