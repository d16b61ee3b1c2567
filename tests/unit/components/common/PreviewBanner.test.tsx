import { render, screen, waitFor } from '@testing-library/react';
import PreviewBanner from '../../../../components/common/PreviewBanner';
import { DemoPopupProvider } from '../../../../components/leads/DemoPopupContext';
import { DEFAULT_POPUPS } from '../../../../lib/cms/layoutContent';

const router = { isPreview: false, asPath: '/', query: {} as Record<string, string> };
jest.mock('next/router', () => ({ useRouter: () => router }));
// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});

const show = () => render(<DemoPopupProvider contacts={null} popups={DEFAULT_POPUPS}><PreviewBanner /></DemoPopupProvider>);

describe('PreviewBanner', () => {
  it('shows nothing to visitors, even with a popup parameter', () => {
    Object.assign(router, { isPreview: false, asPath: '/?popup=refer-and-earn', query: { popup: 'refer-and-earn' } });
    show();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(document.querySelector('dialog[open]')).toBeNull();
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
    // (Found by id: jsdom's role queries over four dialogs take seconds.)
    const dialog = document.getElementById('lead-dialog-referAndEarn');
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(dialog).toHaveAccessibleName('Refer a friend to Maven');
  });
});
