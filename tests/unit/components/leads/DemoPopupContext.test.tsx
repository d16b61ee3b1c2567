// The lead popups are the browser's own elements: the server's HTML holds each dialog and its form,
// and buttons that open it without script. The script enhances the form on the visitor's intent,
// keeping what was typed, the focus, and the lead sources of the button that opened it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState, type ReactNode } from 'react';
import { LayoutProvider } from '../../../../components/common/LayoutContext';
import { DemoPopupOpener, DemoPopupProvider } from '../../../../components/leads/DemoPopupContext';
import { FormTextsProvider } from '../../../../components/leads/FormTexts';
import { carryOver } from '../../../../components/leads/carryOver';
import { FORM_TEXT_DEFAULTS } from '../../../../lib/cms/formTexts';
import { DEFAULT_POPUPS } from '../../../../lib/cms/layoutContent';
import { selectLayout } from '../../../../lib/layout';

jest.mock('next/router', () => ({ useRouter: () => ({ isPreview: false, asPath: '/', query: {} }) }));
// The enhanced form's chunk: here it says what it was handed.
let mockLoads = 0;
let mockSubmits = 0;
// The enhanced form's render waits on it (suspends) until it is fulfilled: the plain form stays in place.
let mockRendering: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' });
jest.mock('../../../../components/leads/LeadForm', () => {
  mockLoads += 1;
  return {
    __esModule: true,
    carryOver: jest.requireActual('../../../../components/leads/carryOver').carryOver,
    default: function Enhanced(props: { initialValues?: object; source: object }) {
      jest.requireActual('react').use(mockRendering);
      return (
        <form onSubmit={(e) => { e.preventDefault(); mockSubmits += 1; }}>
          <input aria-label="Enhanced name" name="firstname" defaultValue="" />
          <output aria-label="Enhanced form">{JSON.stringify({ values: props.initialValues ?? null, source: props.source })}</output>
        </form>
      );
    },
  };
});

const page = (ui: ReactNode = null, path = '/') => (
  <LayoutProvider value={selectLayout(path)}>
    <FormTextsProvider value={FORM_TEXT_DEFAULTS}>
      <DemoPopupProvider contacts={null} popups={DEFAULT_POPUPS}>{ui}</DemoPopupProvider>
    </FormTextsProvider>
  </LayoutProvider>
);
const dialog = (kind: string) => document.getElementById(`lead-dialog-${kind}`) as HTMLDialogElement;
/** What the browser does for an invoker button: the `command` event on its dialog, then opens it. */
function invoke(button: HTMLElement) {
  const target = document.getElementById(button.getAttribute('commandfor')!) as HTMLDialogElement;
  act(() => {
    target.dispatchEvent(Object.assign(new Event('command', { cancelable: true }), { command: button.getAttribute('command'), source: button }));
    target.setAttribute('open', '');
  });
}

it('the server\'s HTML holds each dialog, named, its plain form and its close command, and openers that need no script', () => {
  const html = renderToString(page(<DemoPopupOpener kind="header">Book a Free Demo Class</DemoPopupOpener>));
  const { unmount } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
  const opener = screen.getByRole('button', { name: 'Book a Free Demo Class' });
  expect(opener).toHaveAttribute('command', 'show-modal');
  expect(opener).toHaveAttribute('commandfor', 'lead-dialog-header');
  for (const [kind, title] of [['header', 'Join Maven for a free Demo'], ['referAndEarn', 'Refer a friend to Maven']]) {
    const el = dialog(kind);
    expect(el.tagName).toBe('DIALOG');
    expect(document.getElementById(el.getAttribute('aria-labelledby')!)).toHaveTextContent(title);
    const close = el.querySelector('button[aria-label="Close"]');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', `lead-dialog-${kind}`);
    const form = el.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect([...form.elements].map((f) => (f as HTMLInputElement).name).filter(Boolean)).toEqual(
      ['firstname', 'email', 'country', 'region', 'phone', 'workExperience', 'message', 'marketingOptIn', 'adMeasurementOptIn'],
    );
  }
  // A standard page has no enterprise dialogs.
  expect(dialog('enterpriseLead')).toBeNull();
  unmount();
});

it('loads nothing until the visitor shows intent; then the enhanced form takes what was typed, the focus and the opener\'s sources', async () => {
  render(page(<DemoPopupOpener kind="header" source={{ sub_source: 'Physical Design Course' }}>Enquire now</DemoPopupOpener>));
  await new Promise((r) => setTimeout(r, 50));
  expect(mockLoads).toBe(0);
  const el = dialog('header');
  const name = el.querySelector<HTMLInputElement>('input[name="firstname"]')!;
  fireEvent.change(name, { target: { value: 'Asha' } });
  fireEvent.change(el.querySelector('select[name="workExperience"]')!, { target: { value: '1-2 years' } });
  invoke(screen.getByRole('button', { name: 'Enquire now' }));
  name.focus();
  const enhanced = await screen.findByLabelText('Enhanced form');
  expect(mockLoads).toBe(1);
  const handed = JSON.parse(enhanced.textContent!);
  expect(handed.values).toMatchObject({ firstname: 'Asha', email: '', country: 'IN', workExperience: '1-2 years', marketingOptIn: false });
  // The caret stays in the field the visitor was typing in.
  expect(screen.getByLabelText('Enhanced name')).toHaveFocus();
  expect(handed.source).toEqual({ sub_source: 'Physical Design Course' });
  expect(el.querySelector('form[data-testid="lead-form"]')).toBeNull();

  // Closed, the dialog forgets what was typed: a fresh enhanced form next time.
  act(() => { el.removeAttribute('open'); el.dispatchEvent(new Event('close')); });
  await waitFor(() => expect(JSON.parse(screen.getByLabelText('Enhanced form').textContent!).values).toBeNull());
});

it('the footer\'s refer-and-earn form sends the footer\'s sub-source; a focus inside a dialog opened without its command event enhances it too', async () => {
  render(page());
  const refer = dialog('referAndEarn');
  act(() => { refer.setAttribute('open', ''); refer.querySelector('input')!.focus(); });
  const enhanced = await screen.findByLabelText('Enhanced form');
  expect(JSON.parse(enhanced.textContent!).source).toEqual({ sub_source: 'Footer' });
  expect(mockSubmits).toBe(0);
});

it('a press of the plain form\'s button before the enhancement came is the enhanced form\'s submit, once', async () => {
  render(page(<DemoPopupOpener kind="header">Book a Free Demo Class</DemoPopupOpener>));
  invoke(screen.getByRole('button', { name: 'Book a Free Demo Class' }));
  fireEvent.submit(dialog('header').querySelector('form[data-testid="lead-form"]')!);
  await screen.findByLabelText('Enhanced form');
  expect(mockSubmits).toBe(1);
});

it('what is typed, and where, while the enhanced form renders is the enhanced form\'s once it is in place', async () => {
  let rendered = () => {};
  mockRendering = new Promise<void>((resolve) => { rendered = resolve; });
  render(page(<DemoPopupOpener kind="header">Book a Free Demo Class</DemoPopupOpener>));
  invoke(screen.getByRole('button', { name: 'Book a Free Demo Class' }));
  // The code has come with no field focused; the render waits, the plain form takes the visitor.
  await act(async () => {});
  const name = dialog('header').querySelector<HTMLInputElement>('form[data-testid="lead-form"] input[name="firstname"]')!;
  // Awaited: a render that suspends inside an act must be.
  await act(async () => { name.focus(); name.value = 'Asha'; });
  expect(screen.queryByLabelText('Enhanced form')).toBeNull();
  await act(async () => rendered());
  const enhancedName = await screen.findByLabelText('Enhanced name');
  expect(enhancedName).toHaveValue('Asha');
  expect(enhancedName).toHaveFocus();
});

it('what changed in the plain form while the enhanced one rendered reaches the enhanced form\'s own handlers, as typing would', () => {
  const seen: Record<string, unknown> = {};
  function Enhanced() {
    const [name, setName] = useState('Asha');
    return (
      <form>
        <input aria-label="Name" name="firstname" value={name} onChange={(e) => { setName(e.target.value); seen.firstname = e.target.value; }} />
        <select aria-label="Country" name="country" defaultValue="IN" onChange={(e) => { seen.country = e.target.value; }}>
          <option value="IN">India</option><option value="NP">Nepal</option>
        </select>
        <input aria-label="Offers" type="checkbox" name="marketingOptIn" onChange={(e) => { seen.marketingOptIn = e.target.checked; }} />
        <input aria-label="Email" name="email" onChange={() => { seen.email = 'touched'; }} />
      </form>
    );
  }
  render(<Enhanced />);
  const before = { firstname: 'Asha', country: 'IN', marketingOptIn: false, email: 'asha@example.com' };
  act(() => carryOver(before, { ...before, firstname: 'Asha Rao', country: 'NP', marketingOptIn: true }, document.querySelector('form')!));
  // Only what changed, each through its field's handler; a controlled field shows it.
  expect(seen).toEqual({ firstname: 'Asha Rao', country: 'NP', marketingOptIn: true });
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  expect(screen.getByLabelText('Country')).toHaveValue('NP');
  expect(screen.getByLabelText('Offers')).toBeChecked();
});
