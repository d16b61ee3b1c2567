import { act, fireEvent, render, screen } from '@testing-library/react';
import { DemoPopupProvider, useOpenPopup } from '../../../../components/leads/DemoPopupContext';

jest.mock('next/router', () => ({ useRouter: () => ({ isPreview: false, asPath: '/', query: {} }) }));
// The contents' chunk: the form, as far as this test cares.
const mockPrepare = jest.fn(async () => {});
jest.mock('../../../../components/leads/DemoPopup', () => ({
  __esModule: true,
  default: function Contents() { return <form aria-label="Lead form"><input aria-label="Name" /></form>; },
  preparePopup: (...args: unknown[]) => mockPrepare(...(args as [])),
}));
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});

function Opener() {
  const open = useOpenPopup();
  return <button type="button" onClick={() => open('header')}>Book a Free Demo Class</button>;
}

describe('DemoPopupProvider', () => {
  // First: preparing is once per page view (module state), and the click below prepares too.
  it('prepares the contents once the page has settled, also in a browser without requestIdleCallback (Safari until recently)', async () => {
    // jsdom has none, as Safari had none: a bare call threw in the timer, and nothing was prepared.
    expect(typeof requestIdleCallback).toBe('undefined');
    jest.useFakeTimers();
    try {
      render(<DemoPopupProvider contacts={null}><Opener /></DemoPopupProvider>);
      expect(mockPrepare).not.toHaveBeenCalled();
      await act(async () => { jest.advanceTimersByTime(5000); });
      expect(mockPrepare).toHaveBeenCalledWith(['header'], undefined, false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the dialog, named and busy, in the render of the click, before its contents have loaded', async () => {
    render(<DemoPopupProvider contacts={null}><Opener /></DemoPopupProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Book a Free Demo Class' }));
    // No await: what the click's own render shows.
    const dialog = screen.getByRole('dialog', { name: 'Join Maven for a free Demo' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Then the form arrives in the same dialog, and the busy state goes.
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
