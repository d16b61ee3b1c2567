import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadForm from '../../../../components/leads/LeadForm';
import { CONSENT_DEFAULTS } from '../../../../lib/constants';
import { COUNTRIES } from '../../../../lib/leads/countries';
import { RESEND_AFTER_MS } from '../../../../lib/leads/submit';

// jsdom typing is slow on two busy cores.
jest.setTimeout(30_000);

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));
// Google's widget cannot load here: a checkbox stands in for it (the e2e tests stub the script instead).
jest.mock('react-google-recaptcha', () => {
  const { forwardRef, useImperativeHandle } = jest.requireActual('react');
  return forwardRef(function FakeCaptcha({ onChange }: { onChange: (t: string | null) => void }, ref: unknown) {
    useImperativeHandle(ref, () => ({ reset: () => onChange(null) }));
    return <button type="button" onClick={() => onChange('captcha-token')}>solve captcha</button>;
  });
});

type Answer = { status: number; body: unknown } | 'network-error';
let leadAnswer: Answer;
let leadCalls: { url: string; init: RequestInit }[];

beforeEach(() => {
  push.mockReset();
  leadCalls = [];
  leadAnswer = { status: 200, body: { status: 200, id: 1 } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (String(url).startsWith('/api/states')) return { ok: true, json: async () => ({ states: ['Goa', 'Karnataka'] }) } as Response;
    leadCalls.push({ url: String(url), init: init! });
    if (leadAnswer === 'network-error') throw new TypeError('Failed to fetch');
    const a = leadAnswer;
    return { ok: a.status < 400, status: a.status, json: async () => a.body } as Response;
  }) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Karnataka' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Work experience'), '1-2 years');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
}

/** Holds every request but the state list until `release()`, so the busy state can be seen. */
function holdLeadRequests(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const realFetch = global.fetch;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!String(url).startsWith('/api/states')) await gate;
    return realFetch(url, init);
  }) as typeof fetch;
  return release;
}

describe('LeadForm', () => {
  it('labels every field with its own id, and has a 3-row message box and the hidden fields', () => {
    const { container } = render(<LeadForm />);
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of ['Name', 'Email', 'Country', 'State', 'Phone number', 'Work experience', 'Message (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Country')).toHaveValue('IN');
    for (const name of ['Source', 'channel', 'mx_Sub_Source', 'oldSource', 'mx_Website_url']) {
      expect(container.querySelector(`input[type=hidden][name=${name}]`)).not.toBeNull();
    }
    const hp = container.querySelector('input[name=website]')!;
    expect(hp).toHaveAttribute('tabindex', '-1');
    expect(hp.closest('[aria-hidden=true]')).not.toBeNull();
  });

  it('shows every on-submit message under its field, linked with aria-describedby', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const expected: Record<string, string> = {
      Name: 'Enter Name', Email: 'Enter email', State: 'Select the region', 'Phone number': 'Enter phone number', 'Work experience': 'Select Work Experience',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label);
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Please Select the captcha')).toBeInTheDocument();
    expect(leadCalls).toHaveLength(0);
  });

  it("a press of the plain form's button before this form came is this form's first submit: its messages show, nothing is sent", async () => {
    render(<LeadForm initialValues={{ firstname: 'Asha' }} />);
    // What the dialog does in the task that puts this form in place.
    act(() => (screen.getByTestId('lead-form') as HTMLFormElement).requestSubmit());
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter email'));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please Select the captcha')).toBeInTheDocument();
    expect(leadCalls).toHaveLength(0);
  });

  it('shows the on-change messages while typing', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@');
    expect(await screen.findByText('Invalid Email address!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('Enter First name!')).toBeInTheDocument();
  });

  describe('each country list holds India alone until the visitor reaches it or the browser is idle, then every country', () => {
    // jsdom has no requestIdleCallback: the idle moment is the fallback's timer, held here.
    beforeEach(() => { jest.useFakeTimers(); render(<LeadForm />); });
    const names = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

    it('a press on the form\'s list', () => {
      expect(names('Country')).toEqual(['India']);
      fireEvent.pointerDown(screen.getByLabelText('Country'));
      expect(names('Country')).toHaveLength(COUNTRIES.length);
      expect(screen.getByLabelText('Country')).toHaveValue('IN');
      expect(names('Phone number country')).toEqual(['India']);
    });

    it('a focus on the phone\'s list (the phone widget still learns of it)', () => {
      expect(names('Phone number country')).toEqual(['India']);
      act(() => screen.getByLabelText('Phone number country').focus());
      expect(names('Phone number country')).toEqual(expect.arrayContaining(['International', 'India', 'United States']));
      expect(names('Phone number country')).toHaveLength(COUNTRIES.length + 1);
      expect(screen.getByLabelText('Phone number country')).toHaveValue('IN');
      expect(screen.getByLabelText('Phone number country').closest('.PhoneInput')).toHaveClass('PhoneInput--focus');
      expect(names('Country')).toEqual(['India']);
    });

    it('the browser\'s idle moment', () => {
      act(() => { jest.advanceTimersByTime(1); });
      expect(names('Country')).toHaveLength(COUNTRIES.length);
      expect(names('Phone number country')).toHaveLength(COUNTRIES.length + 1);
    });
  });

  it('clears phone and state when the country changes', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Karnataka' })).toBeInTheDocument(), { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('+1'));
    expect(screen.getByLabelText('State')).toHaveValue('');
  });

  it('sends once, shows busy dots, the success banner for 3000 ms, then resets and goes to /thank-you', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSuccess = jest.fn();
    const release = holdLeadRequests();
    render(<LeadForm onSuccess={onSuccess} />);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!); // double submit
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sending' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('status')).toHaveTextContent("We've received your details. Our team will get in touch with you shortly.");
    expect(leadCalls).toHaveLength(1);
    const body = JSON.parse(String(leadCalls[0].init.body));
    expect(leadCalls[0].url).toBe('/api/global-contact-form');
    expect(body.data).toMatchObject({ name: 'Asha Rao', mobileNumber: '+91-98765-43210', country: 'India', state: 'Karnataka', subSource: 'Demo Class' });
    expect((leadCalls[0].init.headers as Record<string, string>)['idempotency-key']).toMatch(/.{8,}/);
    await act(async () => { jest.advanceTimersByTime(2999); });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(screen.queryByRole('status')).toBeNull();
    expect(push).toHaveBeenCalledWith('/thank-you');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('IN');
  });

  it('sends the notice version it shows and the opt-in: unticked unless the visitor ticks it', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    const optIn = screen.getByRole('checkbox', { name: CONSENT_DEFAULTS.optInLabel });
    expect(optIn).not.toBeChecked();
    expect(screen.getByText(CONSENT_DEFAULTS.text, { exact: false })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(leadCalls).toHaveLength(1));
    expect(JSON.parse(String(leadCalls[0].init.body)).data).toMatchObject({ noticeVersion: CONSENT_DEFAULTS.version, marketingOptIn: false });
    cleanup();
    render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: CONSENT_DEFAULTS.optInLabel }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(leadCalls).toHaveLength(2));
    expect(JSON.parse(String(leadCalls[1].init.body)).data.marketingOptIn).toBe(true);
  });

  it('asks separately for ad measurement: a second unticked checkbox, sent as ticked or not', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    const ads = screen.getByRole('checkbox', { name: CONSENT_DEFAULTS.adMeasurementLabel });
    expect(ads).not.toBeChecked();
    await fillValid(user);
    await user.click(ads);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(leadCalls).toHaveLength(1));
    expect(JSON.parse(String(leadCalls[0].init.body)).data).toMatchObject({ marketingOptIn: false, adMeasurementOptIn: true });
  });

  it('an accepted lead still reaches /thank-you when the popup is closed during the banner', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    unmount(); // the visitor closes the popup after a few hundred milliseconds
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/thank-you');
  });

  it('an accepted lead reaches /thank-you when the popup is closed while the request is still in flight', async () => {
    const user = userEvent.setup();
    const release = holdLeadRequests();
    const { unmount } = render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled());
    unmount(); // closed before the answer: the lead is stored all the same
    expect(push).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/thank-you'));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('a message over 5,000 characters says why Submit does nothing, with a counter; at the limit it is sent', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillValid(user);
    const box = screen.getByLabelText('Message (optional)');
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(6000) } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Message is too long: 5,000 characters at most')).toBeInTheDocument();
    expect(screen.getByText('6,000 / 5,000 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Message is too long/);
    expect(leadCalls).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } });
    await waitFor(() => expect(screen.queryByText('Message is too long: 5,000 characters at most')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(leadCalls).toHaveLength(1));
    expect(JSON.parse(String(leadCalls[0].init.body)).data.message).toHaveLength(5000);
  });

  it('a refused lead closed during its error banner goes nowhere', async () => {
    leadAnswer = { status: 400, body: { status: 400 } };
    const user = userEvent.setup();
    const { unmount } = render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    unmount();
    expect(push).not.toHaveBeenCalled();
  });

  it('posts to the refer-and-earn endpoint when flagged', async () => {
    const user = userEvent.setup();
    render(<LeadForm referAndEarn source={{ sub_source: 'Footer' }} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(leadCalls).toHaveLength(1));
    expect(leadCalls[0].url).toBe('/api/global-referandearn-form');
    expect(JSON.parse(String(leadCalls[0].init.body)).data.subSource).toBe('Footer');
  });

  it.each([
    ['once', 1, 500],
    ['twice, after waits that outlast an nginx restart (~1.3 s)', 2, 2_500],
  ])('sends a lead that got no answer %s again, with the same key and body, and goes on to /thank-you', async (_, lost, waited) => {
    const user = userEvent.setup();
    const answered = global.fetch;
    const at: number[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).startsWith('/api/states')) {
        at.push(Date.now());
        if (at.length <= lost) { leadCalls.push({ url: String(url), init: init! }); throw new TypeError('Failed to fetch'); }
      }
      return answered(url, init);
    }) as typeof fetch;
    render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // After the resends and the success banner's 3000 ms.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/thank-you'), { timeout: 9_000 });
    expect(leadCalls).toHaveLength(lost + 1);
    const keys = leadCalls.map((c) => new Headers(c.init.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/.{8,}/);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(leadCalls.map((c) => c.init.body)).size).toBe(1);
    expect(at[lost] - at[0]).toBeGreaterThanOrEqual(waited - 50);
  }, 15_000);

  it('shows the error banner for 3000 ms on failure, then resets without navigating', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    leadAnswer = 'network-error';
    const release = holdLeadRequests();
    render(<LeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled());
    await act(async () => release());
    // No answer: sent again after each wait, still busy, and only then the error.
    for (const wait of RESEND_AFTER_MS) {
      expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
      await act(async () => { jest.advanceTimersByTime(wait); });
    }
    expect(leadCalls).toHaveLength(1 + RESEND_AFTER_MS.length);
    expect(screen.getByRole('alert')).toHaveTextContent('Error, something went wrong. Please try again!');
    await act(async () => { jest.advanceTimersByTime(2999); });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(push).not.toHaveBeenCalled();
  });

  it('takes the place of the plain form with what was typed there: the values, a national phone number made international', async () => {
    render(
      <LeadForm
        initialValues={{ firstname: 'Asha', email: 'asha@', country: 'IN', region: '', phone: '98450 12345', workExperience: '1-2 years', message: 'Hi', marketingOptIn: true, adMeasurementOptIn: false }}
      />,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+91 98450 12345');
    expect(screen.getByLabelText('Work experience')).toHaveValue('1-2 years');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Hi');
    expect(screen.getByText('2 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CONSENT_DEFAULTS.optInLabel })).toBeChecked();
    // And it validates from there in the spec's words.
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email address!'));
  });
});
