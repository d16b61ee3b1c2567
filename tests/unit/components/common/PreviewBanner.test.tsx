import { render, screen } from '@testing-library/react';
import PreviewBanner from '../../../../components/common/PreviewBanner';
import { DemoPopupProvider } from '../../../../components/leads/DemoPopupContext';

const router = { isPreview: false, asPath: '/', query: {} as Record<string, string> };
jest.mock('next/router', () => ({ useRouter: () => router }));
// The popup's contents are a lazily loaded chunk; here they only have to say which one opened.
jest.mock('../../../../components/leads/DemoPopup', () => ({
  __esModule: true,
  default: function Popup({ kind }: { kind: string }) { return <p>popup {kind}</p>; },
  preparePopup: async () => {},
}));
// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});

const show = () => render(<DemoPopupProvider contacts={null}><PreviewBanner /></DemoPopupProvider>);

describe('PreviewBanner', () => {
  it('shows nothing to visitors, even with a popup parameter', () => {
    Object.assign(router, { isPreview: false, asPath: '/?popup=refer-and-earn', query: { popup: 'refer-and-earn' } });
    show();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(screen.queryByText(/popup/)).toBeNull();
  });

  it('marks a draft page and links to leaving preview for the same path', () => {
    Object.assign(router, { isPreview: true, asPath: '/asic-verification#faq', query: {} });
    show();
    const link = screen.getByRole('region', { name: 'Preview' }).querySelector('a');
    expect(screen.getByRole('link', { name: 'Leave preview' })).toBe(link);
    expect(link).toHaveAttribute('href', '/api/exit-preview?path=%2Fasic-verification');
  });

  it('opens the previewed popup', async () => {
    Object.assign(router, { isPreview: true, asPath: '/?popup=refer-and-earn', query: { popup: 'refer-and-earn' } });
    show();
    expect(await screen.findByText('popup referAndEarn')).toBeInTheDocument();
  });
});
