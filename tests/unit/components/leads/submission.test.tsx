// The download and data-request forms share LeadForm's submission (components/leads/useSubmission.ts):
// what they send, once per double click, and which key a second attempt carries.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import DataRequestForm from '../../../../components/leads/DataRequestForm';
import DownloadGate from '../../../../components/leads/DownloadGate';
import { FormTextsProvider } from '../../../../components/leads/FormTexts';
import { FORM_TEXT_DEFAULTS } from '../../../../lib/cms/formTexts';
import { RESOURCES } from '../../../../lib/leads/resources';

// Google's widget cannot load here: a button stands in for it (the e2e tests stub the script instead).
jest.mock('react-google-recaptcha', () => {
  const { forwardRef } = jest.requireActual('react');
  return forwardRef(function FakeCaptcha({ onChange }: { onChange: (t: string | null) => void }) {
    return <button type="button" onClick={() => onChange('captcha-token')}>solve captcha</button>;
  });
});

let answers: { status: number; body: unknown }[];
let calls: { url: string; init: RequestInit }[];
let release: () => void;

beforeEach(() => {
  calls = [];
  answers = [];
  const gate = new Promise<void>((r) => (release = r));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    await gate;
    const a = answers.shift() ?? { status: 200, body: { status: 200, id: 1 } };
    return { ok: a.status < 400, status: a.status, json: async () => a.body } as Response;
  }) as typeof fetch;
});

/** As on a page: the seed's form words in the page props. */
const seedWords = (ui: React.ReactNode) => <FormTextsProvider value={FORM_TEXT_DEFAULTS}>{ui}</FormTextsProvider>;

const keyOf = (c: { init: RequestInit }) => new Headers(c.init.headers).get('idempotency-key');

describe('DataRequestForm', () => {
  // A busy-core fresh-clone run's journey pressed "Send request" before the page's code ran: the
  // plain form submitted itself, a GET of /data-rights with the visitor's fields in the address.
  it('cannot be sent from the server\'s HTML before the page\'s code runs; it can once hydrated', async () => {
    const html = renderToString(seedWords(<DataRequestForm />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    try {
      expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
      const root = await act(async () => hydrateRoot(container, seedWords(<DataRequestForm />)));
      expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
      act(() => root.unmount());
    } finally {
      container.remove();
    }
  });

  it('sends once on a double submit, answers a refusal with its field message, and sends the second attempt with the same key', async () => {
    const user = userEvent.setup();
    render(seedWords(<DataRequestForm />));
    await user.selectOptions(screen.getByLabelText('What would you like us to do?'), 'erase');
    await user.type(screen.getByLabelText('Your email'), 'asha@example.com');
    // The captcha the lead form has; without it nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please Select the captcha')).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
    answers.push({ status: 400, body: { status: 400, errors: { email: 'Enter a valid email' } } });
    const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled());
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error, something went wrong. Please try again!');
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Enter a valid email');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/data-request');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ data: { requestType: 'erase', email: 'asha@example.com' }, captcha: 'captcha-token', website: '' });

    // The refused request spent its token: a new one is asked for.
    await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORM_TEXT_DEFAULTS.dataRequestDone);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0])).toMatch(/.{8,}/);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
  });
});

describe('DownloadGate', () => {
  it('sends the download request once on a double submit, then says it is recorded', async () => {
    const resource = RESOURCES.find((r) => r.type === 'curriculam')!;
    const user = userEvent.setup();
    render(seedWords(<DownloadGate resource={resource} file={null} />));
    await user.type(screen.getByLabelText('Your email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Please Select the captcha')).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
    const form = screen.getByRole('button', { name: 'Download' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled());
    await act(async () => release());
    expect(await screen.findByRole('status')).toHaveTextContent(`Thank you! We have recorded your request for “${resource.title}”.`);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/download/curiculam');
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ data: { id: resource.id, email: 'asha@example.com', marketingOptIn: false }, captcha: 'captcha-token' });
    expect(keyOf(calls[0])).toMatch(/.{8,}/);
  });
});
