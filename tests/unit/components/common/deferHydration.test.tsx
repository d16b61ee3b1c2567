import { hydrateRoot } from 'react-dom/client';
import { deferHydration } from '../../../../components/common/deferHydration';

jest.mock('next/router', () => ({ __esModule: true, default: { events: { on: jest.fn(), off: jest.fn() } } }));

function EmailForm() {
  return <form><label>Your email <input name="email" /></label></form>;
}

// A fresh-clone run with one core busy lost what a journey typed into the course's download form:
// the form's code came while the text was being typed, the part took its snapshot of the server's
// fields then, and React replaced them 340 ms later, with the text typed in between gone (and with
// it the focus that loads the captcha, so the form could not be sent).
// React schedules as in a browser here (no act()): the race is between its own scheduling and the visitor.
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
describe('deferHydration', () => {
  const reactAct = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
  afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactAct; });

  it('keeps what the visitor types into the server HTML while the part\'s code arrives', async () => {
    let arrive!: (m: { default: typeof EmailForm }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof EmailForm }>((resolve) => { arrive = resolve; }));
    const Deferred = deferHydration(load, 'visible', undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div class="deferred"><form><label>Your email <input name="email"></label></form></div>';
    document.body.appendChild(container);
    hydrateRoot(container, <Deferred />);
    // The page's idle moment wakes the part: its code is asked for.
    await settle(20);
    expect(load).toHaveBeenCalled();

    // The code arrives; the visitor types in the same moment, into whatever field the page shows.
    arrive({ default: EmailForm });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const typedInto = container.querySelector('input')!;
    typedInto.focus();
    typedInto.value = 'asha@example.com';
    await settle(20);

    const field = container.querySelector('input')!;
    expect(field.value).toBe('asha@example.com');
    expect(document.activeElement).toBe(field);
  });
});
