// The forms speak the marketers' words (the CMS's formText, in the page's layout content):
// every label, option, button, banner and validation message, and what the gateway refuses is told
// in those words too. Each form is rendered with words unlike the seed's and read as a visitor reads it.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import DataRequestForm from '../../../../components/leads/DataRequestForm';
import DownloadGate from '../../../../components/leads/DownloadGate';
import EnterpriseDemoForm from '../../../../components/leads/EnterpriseDemoForm';
import { FormTextsProvider } from '../../../../components/leads/FormTexts';
import LeadForm from '../../../../components/leads/LeadForm';
import { FORM_TEXT_DEFAULTS, type FormTexts } from '../../../../lib/cms/formTexts';
import { RESOURCES } from '../../../../lib/leads/resources';

jest.setTimeout(30_000);
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('react-google-recaptcha', () => {
  const { forwardRef, useImperativeHandle } = jest.requireActual('react');
  return forwardRef(function FakeCaptcha({ onChange }: { onChange: (t: string | null) => void }, ref: unknown) {
    useImperativeHandle(ref, () => ({ reset: () => onChange(null) }));
    return <button type="button" onClick={() => onChange('captcha-token')}>solve captcha</button>;
  });
});

/** Every form text as a marketer might have rewritten it: "<seed> (edited)", placeholders kept. */
const EDITED = Object.fromEntries((Object.keys(FORM_TEXT_DEFAULTS) as (keyof FormTexts)[]).map((k) => [k, `${FORM_TEXT_DEFAULTS[k]} (edited)`])) as FormTexts;
const inWords = (ui: ReactNode, texts: FormTexts = EDITED) => render(<FormTextsProvider value={texts}>{ui}</FormTextsProvider>);

let answer: { status: number; body: unknown };
beforeEach(() => {
  answer = { status: 200, body: { status: 200, id: 1 } };
  global.fetch = jest.fn(async (url: string) => {
    if (String(url).startsWith('/api/states')) return { ok: true, json: async () => ({ states: ['Goa', 'Karnataka'] }) } as Response;
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

it('the lead form: labels, options, the count, the button, every message and the banner in the page\'s words', async () => {
  const user = userEvent.setup();
  inWords(<LeadForm />);
  for (const label of ['Name', 'Email', 'Country', 'State', 'Phone number', 'Work experience', 'Message (optional)']) {
    expect(screen.getByLabelText(`${label} (edited)`)).toBeInTheDocument();
  }
  expect(screen.getByRole('option', { name: 'Select work experience (edited)' })).toBeInTheDocument();
  // The option's words are the marketers', the value sent stays the spec's.
  expect(screen.getByRole('option', { name: '1-2 years (edited)' })).toHaveValue('1-2 years');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Karnataka' })).toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.getByRole('option', { name: 'Select state (edited)' })).toBeInTheDocument();
  expect(screen.getByText('0 / 5,000 characters (edited)')).toBeInTheDocument();
  expect(screen.getByText('Please confirm you are not a robot (edited)')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Email (edited)'), 'asha@');
  expect(await screen.findByText('Invalid Email address! (edited)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit (edited)' }));
  const expected: Record<string, string> = {
    'Name (edited)': 'Enter Name (edited)', 'Email (edited)': 'Enter a valid email (edited)', 'State (edited)': 'Select the region (edited)',
    'Phone number (edited)': 'Enter phone number (edited)', 'Work experience (edited)': 'Select Work Experience (edited)',
  };
  for (const [label, message] of Object.entries(expected)) {
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
  }
  expect(screen.getByText('Please Select the captcha (edited)')).toBeInTheDocument();

  // A lead the gateway refuses: its message ('Enter a valid email', the code's) said in the page's words.
  await user.clear(screen.getByLabelText('Email (edited)'));
  await user.type(screen.getByLabelText('Name (edited)'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email (edited)'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('State (edited)'), 'Karnataka');
  await user.type(screen.getByLabelText('Phone number (edited)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Work experience (edited)'), '1-2 years');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
  answer = { status: 400, body: { status: 400, errors: { email: 'Enter a valid email' } } };
  await user.click(screen.getByRole('button', { name: 'Submit (edited)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error, something went wrong. Please try again! (edited)');
  expect(screen.getByLabelText('Email (edited)')).toHaveAccessibleDescription('Enter a valid email (edited)');
});

it('the lead form\'s success banner is the page\'s', async () => {
  const user = userEvent.setup();
  inWords(<LeadForm />);
  await waitFor(() => expect(screen.getByRole('option', { name: 'Karnataka' })).toBeInTheDocument(), { timeout: 10_000 });
  await user.type(screen.getByLabelText('Name (edited)'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email (edited)'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('State (edited)'), 'Karnataka');
  await user.type(screen.getByLabelText('Phone number (edited)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Work experience (edited)'), '1-2 years');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'Submit (edited)' }));
  expect(await screen.findByRole('status')).toHaveTextContent("We've received your details. Our team will get in touch with you shortly. (edited)");
});

it('the enterprise demo form: its labels, its phone message and its note', async () => {
  const user = userEvent.setup();
  inWords(<EnterpriseDemoForm contacts={{ email: 'corporate@example.com', phoneNumber: '+91 90000 00020', whatsappNumber: '' }} />);
  expect(screen.getByLabelText('Your Name (edited)')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Email (edited)')).toBeInTheDocument();
  await user.click(screen.getByRole('button'));
  expect(screen.getByLabelText('Mobile Number (edited)')).toHaveAccessibleDescription('Enter phone number (edited)');
  await user.type(screen.getByLabelText('Mobile Number (edited)'), '9876543210');
  await user.click(screen.getByRole('button'));
  expect(screen.getByRole('status')).toHaveTextContent('This form does not send requests. Reach our corporate team directly: (edited)');
});

it('the download form: its label, button, message and thank-you', async () => {
  const user = userEvent.setup();
  const resource = RESOURCES.find((r) => r.type === 'curriculam')!;
  inWords(<DownloadGate resource={resource} file={null} />);
  await user.type(screen.getByLabelText('Your email (edited)'), 'asha@');
  await user.click(screen.getByRole('button', { name: 'Download (edited)' }));
  expect(await screen.findByText('Enter a valid email (edited)')).toBeVisible();
  expect(screen.getByText('Please Select the captcha (edited)')).toBeVisible();
  await user.type(screen.getByLabelText('Your email (edited)'), 'example.com');
  await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'Download (edited)' }));
  expect(await screen.findByRole('status')).toHaveTextContent(`Thank you! We have recorded your request for “${resource.title}”. (edited)`);
});

it('the data request form: its labels, options, messages (its own and the gateway\'s), button and thank-you', async () => {
  const user = userEvent.setup();
  inWords(<DataRequestForm />);
  expect(screen.getByRole('option', { name: 'Erase my data (edited)' })).toHaveValue('erase');
  await user.click(screen.getByRole('button', { name: 'Send request (edited)' }));
  expect(await screen.findByLabelText('What would you like us to do? (edited)')).toHaveAccessibleDescription('Select what you are asking for (edited)');
  expect(screen.getByLabelText('Your email (edited)')).toHaveAccessibleDescription('Enter your email or phone number (edited)');
  await user.selectOptions(screen.getByLabelText('What would you like us to do? (edited)'), 'erase');
  await user.type(screen.getByLabelText('Or your phone number (edited)'), '+91 98765 43210');
  await user.type(screen.getByLabelText('Message (optional) (edited)'), 'x');
  await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
  answer = { status: 400, body: { status: 400, errors: { mobileNumber: 'Enter a valid phone number' } } };
  await user.click(screen.getByRole('button', { name: 'Send request (edited)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error, something went wrong. Please try again! (edited)');
  expect(screen.getByLabelText('Or your phone number (edited)')).toHaveAccessibleDescription('Enter a valid phone number (edited)');
  answer = { status: 200, body: { status: 200, id: 1 } };
  await user.click(await screen.findByRole('button', { name: 'solve captcha' }));
  await act(async () => { await user.click(screen.getByRole('button', { name: 'Send request (edited)' })); });
  expect(await screen.findByRole('status')).toHaveTextContent(`${FORM_TEXT_DEFAULTS.dataRequestDone} (edited)`);
});
