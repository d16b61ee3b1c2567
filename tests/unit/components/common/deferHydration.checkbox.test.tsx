import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { deferHydration } from '../../../../components/common/deferHydration';

// A file of its own: a part renders from the server's HTML only in the page's first render
// (module state), so each such case needs a fresh module.
jest.mock('next/router', () => ({ __esModule: true, default: { events: { on: jest.fn(), off: jest.fn() } } }));

function OptIn() {
  const [on, setOn] = useState(false);
  return (
    <form data-rendered="">
      <label><input type="checkbox" name="optIn" checked={on} onChange={(e) => setOn(e.target.checked)} /> Also send me news</label>
      <output>{on ? 'opted in' : 'not opted in'}</output>
    </form>
  );
}

// A fresh-clone run's consent journey ticked the download form's opt-in as the form's code came:
// the part replaced the server's HTML with its own, unticked, box (Playwright: "Clicking the
// checkbox did not change its state"). A visitor's consent, or its refusal, must not flip.
describe('deferHydration', () => {
  const reactAct = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
  afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactAct; });

  it('keeps a box the visitor ticked before the part\'s code came, and the part knows it is ticked', async () => {
    let arrive!: (m: { default: typeof OptIn }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof OptIn }>((resolve) => { arrive = resolve; }));
    const Deferred = deferHydration(load, 'visible', undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div class="deferred"><form><label><input type="checkbox" name="optIn"> Also send me news</label><output>not opted in</output></form></div>';
    document.body.appendChild(container);

    hydrateRoot(container, <Deferred />);
    await waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 5000 });
    // Ticked in the server's HTML, before the code has come.
    container.querySelector('input')!.click();
    arrive({ default: OptIn });
    await waitFor(() => expect(container.querySelector('form[data-rendered]')).not.toBeNull(), { timeout: 5000 });

    expect(container.querySelector('input')!.checked).toBe(true);
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('opted in'));
  });
});
