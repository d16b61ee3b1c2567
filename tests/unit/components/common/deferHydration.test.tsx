import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { deferHydration } from '../../../../components/common/deferHydration';

jest.mock('next/router', () => ({ __esModule: true, default: { events: { on: jest.fn(), off: jest.fn() } } }));

function EmailForm() {
  return <form data-rendered=""><label>Your email <input name="email" /></label></form>;
}

// A fresh-clone run with one core busy lost what a journey typed into the course's download form:
// the form's code came while the text was being typed, the part read the server's fields then, and
// React replaced them 340 ms later, with the text typed in between gone (and with it the focus that
// loads the captcha, so the form could not be sent).
describe('deferHydration', () => {
  // React schedules as in a browser here (no act()): the race is between its own scheduling and the visitor.
  const reactAct = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
  afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactAct; });

  it('keeps what the visitor types into the page just after the part read the server\'s fields', async () => {
    let arrive!: (m: { default: typeof EmailForm }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof EmailForm }>((resolve) => { arrive = resolve; }));
    const Deferred = deferHydration(load, 'visible', undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div class="deferred"><form><label>Your email <input name="email"></label></form></div>';
    document.body.appendChild(container);
    // The visitor types the moment after the part has read the server's field (its value), into
    // whatever field the page shows then: no timing, the same order on a quick or a busy machine.
    const typeNow = () => {
      const field = container.querySelector('input')!;
      field.focus();
      field.value = 'asha@example.com';
    };
    const server = container.querySelector('input')!;
    let read = false;
    Object.defineProperty(server, 'value', {
      configurable: true,
      get() { if (!read) { read = true; queueMicrotask(typeNow); } return ''; },
      set() { /* what is typed into the server's field is dropped when the part replaces it */ },
    });

    hydrateRoot(container, <Deferred />);
    // The visitor's pointer moving over the form wakes the part once it has hydrated: its code is asked for, then arrives.
    await waitFor(() => {
      container.querySelector('form')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(load).toHaveBeenCalled();
    }, { timeout: 5000 });
    arrive({ default: EmailForm });
    await waitFor(() => expect(container.querySelector('form[data-rendered]')).not.toBeNull(), { timeout: 5000 });
    await Promise.resolve();

    expect(read).toBe(true);
    const field = container.querySelector('input')!;
    expect(field.value).toBe('asha@example.com');
    expect(document.activeElement).toBe(field);
  });

  // A fresh-clone run's consent journey ticked the download form's opt-in as the form's code came:
  // the part replaced the server's HTML with its own, unticked, box (Playwright: "Clicking the
  // checkbox did not change its state"). A visitor's consent, or its refusal, must not flip.
  it('keeps a box the visitor ticked before the part\'s code came, and the part knows it is ticked', async () => {
    // Fresh modules: a part renders from the server's HTML only in the page's first render (module state).
    let fresh!: { defer: typeof deferHydration; hydrate: typeof hydrateRoot; useState: typeof import('react').useState };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      fresh = { defer: require('../../../../components/common/deferHydration').deferHydration, hydrate: require('react-dom/client').hydrateRoot, useState: require('react').useState };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    function OptIn() {
      const [on, setOn] = fresh.useState(false);
      return (
        <form data-rendered="">
          <label><input type="checkbox" name="optIn" checked={on} onChange={(e) => setOn(e.target.checked)} /> Also send me news</label>
          <output>{on ? 'opted in' : 'not opted in'}</output>
        </form>
      );
    }
    let arrive!: (m: { default: typeof OptIn }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof OptIn }>((resolve) => { arrive = resolve; }));
    const Deferred = fresh.defer(load, 'visible', undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div class="deferred"><form><label><input type="checkbox" name="optIn"> Also send me news</label><output>not opted in</output></form></div>';
    document.body.appendChild(container);

    fresh.hydrate(container, <Deferred />);
    await waitFor(() => {
      container.querySelector('form')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      expect(load).toHaveBeenCalled();
    }, { timeout: 5000 });
    // Ticked in the server's HTML, before the code has come.
    container.querySelector('input')!.click();
    arrive({ default: OptIn });
    await waitFor(() => expect(container.querySelector('form[data-rendered]')).not.toBeNull(), { timeout: 5000 });

    expect(container.querySelector('input')!.checked).toBe(true);
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('opted in'));
  });

  // An idle visit ran the footer's code and rendered it again although nobody scrolled to it: the
  // main-thread work of every visit. A part below the fold waits for the visitor.
  it('asks for an idle part\'s code at the page\'s idle moment, and not for a part below the fold', async () => {
    let fresh!: typeof deferHydration;
    let hydrate!: typeof hydrateRoot;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      fresh = require('../../../../components/common/deferHydration').deferHydration;
      hydrate = require('react-dom/client').hydrateRoot;
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    const idleLoad = jest.fn(() => new Promise<{ default: typeof EmailForm }>(() => {}));
    const belowLoad = jest.fn(() => new Promise<{ default: typeof EmailForm }>(() => {}));
    const Idle = fresh(idleLoad, 'idle', undefined);
    const Below = fresh(belowLoad, 'visible', undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div class="deferred"><p>Call us</p></div><div class="deferred"><p>Footer</p></div>';
    document.body.appendChild(container);

    hydrate(container, <><Idle /><Below /></>);
    // Both wait on one idle moment: once the idle part has asked, the other would have too.
    await waitFor(() => expect(idleLoad).toHaveBeenCalled(), { timeout: 5000 });
    await Promise.resolve();
    expect(belowLoad).not.toHaveBeenCalled();
    container.querySelectorAll('p')[1].dispatchEvent(new Event('touchstart', { bubbles: true }));
    await waitFor(() => expect(belowLoad).toHaveBeenCalled());
  });

  // The recruiters' logos stayed an empty box once scrolled to: the image mounts after the page's
  // first render, without server HTML, and waited for a wake that a part below the fold no longer gets.
  it('asks at once for the code of a part mounted after the page\'s first render', async () => {
    let fresh!: { defer: typeof deferHydration; hydrate: typeof hydrateRoot; useState: typeof import('react').useState };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      fresh = { defer: require('../../../../components/common/deferHydration').deferHydration, hydrate: require('react-dom/client').hydrateRoot, useState: require('react').useState };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    const footerLoad = jest.fn(() => new Promise<{ default: typeof EmailForm }>(() => {}));
    const imageLoad = jest.fn(() => new Promise<{ default: typeof EmailForm }>(() => {}));
    const Footer = fresh.defer(footerLoad, 'visible', undefined);
    const Logos = fresh.defer(imageLoad, 'static', undefined);
    function Page() {
      const [shown, setShown] = fresh.useState(false);
      return <>{shown ? <Logos /> : <button type="button" onClick={() => setShown(true)}>Near</button>}<Footer /></>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<button type="button">Near</button><div class="deferred"><p>Footer</p></div>';
    document.body.appendChild(container);

    fresh.hydrate(container, <Page />);
    // After the page's first render and its effects (a frame later), the image nears.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await waitFor(() => {
      container.querySelector('button')?.click();
      expect(imageLoad).toHaveBeenCalled();
    }, { timeout: 5000 });
    expect(footerLoad).not.toHaveBeenCalled();
  });
});
