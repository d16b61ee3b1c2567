// Whatever a visitor types, pastes or autofills ends as the number they meant,
// in the country selected (not read as a calling code: "9845012345" must not become Iran).
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnterpriseDemoForm from '../../../../components/leads/EnterpriseDemoForm';
import LeadForm from '../../../../components/leads/LeadForm';
import { internationalPhoneText } from '../../../../lib/leads/phone';

jest.setTimeout(30_000);
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('react-google-recaptcha', () => () => null);

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ states: ['Karnataka'] }) }) as Response) as typeof fetch;
});

const INDIAN = ['9845012345', '09845012345', '+91 98450 12345', '+91-98450-12345'];

describe('internationalPhoneText', () => {
  it.each(INDIAN)('%s in India → +919845012345', (text) => {
    expect(internationalPhoneText(text, 'IN').replace(/[\s-]/g, '')).toBe('+919845012345');
  });
  it('follows the selected country: US, UK (trunk 0), Italy (0 kept), 00 prefix', () => {
    expect(internationalPhoneText('2025550123', 'US')).toBe('+12025550123');
    expect(internationalPhoneText('07911 123456', 'GB')).toBe('+447911123456');
    expect(internationalPhoneText('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(internationalPhoneText('0091 98450 12345', 'US')).toBe('+919845012345');
  });
  it('a national number with its trunk 0 after the country code the field starts with: the 0 dropped where the country dials it', () => {
    expect(internationalPhoneText('+9109845012345', 'IN')).toBe('+919845012345');
    expect(internationalPhoneText('+44 07911 123456', 'GB')).toBe('+447911123456');
    expect(internationalPhoneText('+39 06 1234 5678', 'IT')).toBe('+390612345678');
  });
  it('a first digit typed over the whole text starts a national number', () => {
    expect(internationalPhoneText('9', 'IN')).toBe('+919');
    expect(internationalPhoneText('0', 'IN')).toBe('+91');
  });
});

type Way = 'type' | 'paste' | 'autofill';

async function enter(input: HTMLInputElement, text: string, way: Way) {
  const user = userEvent.setup();
  if (way === 'autofill') { fireEvent.change(input, { target: { value: text } }); return; }
  await user.tripleClick(input); // selects the "+91" the field starts with
  if (way === 'paste') await user.paste(text);
  else await user.keyboard(text);
}

const forms = [
  ['LeadForm', () => render(<LeadForm />), 'Phone number'],
  ['EnterpriseDemoForm', () => render(<EnterpriseDemoForm contacts={null} />), 'Mobile Number'],
] as const;

describe.each(forms)('%s phone field', (_name, mount, label) => {
  it('09845012345 typed after the +91 it starts with (or landing there mid-fill) → +91 98450 12345', async () => {
    mount();
    const input = screen.getByLabelText(label) as HTMLInputElement;
    await userEvent.setup().type(input, '09845012345');
    expect(input).toHaveValue('+91 98450 12345');
  });
  for (const way of ['type', 'paste', 'autofill'] as Way[]) {
    it.each(INDIAN)(`${way} %s → +91 98450 12345`, async (text) => {
      mount();
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input).toHaveValue('+91');
      await enter(input, text, way);
      expect(input).toHaveValue('+91 98450 12345');
    });
  }
});

it('LeadForm: with the United States selected, a national number becomes +1', async () => {
  const user = userEvent.setup();
  render(<LeadForm />);
  await user.click(screen.getByLabelText('Country'));
  await user.selectOptions(screen.getByLabelText('Country'), 'US');
  const input = screen.getByLabelText('Phone number') as HTMLInputElement;
  await enter(input, '2025550123', 'paste');
  expect(input).toHaveValue('+1 202 555 0123');
});
