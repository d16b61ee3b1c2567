import { WORK_EXPERIENCE_OPTIONS } from '../../../../lib/constants';
import { EMPTY_LEAD_FORM, LEAD_MESSAGES, fieldErrors, leadSchema, payloadToFormValues, type LeadFormValues } from '../../../../lib/leads/schema';

const valid: LeadFormValues = {
  firstname: 'Asha Rao', email: 'asha@example.com', country: 'IN', region: 'Karnataka', phone: '+919876543210',
  message: '', workExperience: '1-2 years', captchaS: 'token',
};
const errorsOf = (mode: 'change' | 'submit', values: LeadFormValues) => {
  const r = leadSchema(mode).safeParse(values);
  return r.success ? {} : fieldErrors(r.error);
};

describe('lead schema (spec §5)', () => {
  it('accepts a valid lead', () => {
    expect(errorsOf('submit', valid)).toEqual({});
  });

  it('gives every on-submit message for an empty form, each under its own field', () => {
    expect(errorsOf('submit', { ...EMPTY_LEAD_FORM('IN') })).toEqual({
      firstname: 'Enter Name',
      email: 'Enter email',
      region: 'Select the region',
      phone: 'Enter phone number',
      workExperience: 'Select Work Experience',
      captchaS: 'Please Select the captcha',
    });
  });

  it('gives the on-change messages while editing', () => {
    expect(errorsOf('change', { ...valid, firstname: '', email: 'asha@', phone: '+91987', workExperience: '' })).toEqual({
      firstname: 'Enter First name!',
      email: 'Invalid Email address!',
      phone: 'Invalid phone number',
      workExperience: 'Work experience is required!',
    });
  });

  it('tells an invalid email and phone apart from empty ones on submit', () => {
    expect(errorsOf('submit', { ...valid, email: 'not-an-email', phone: '+91987' })).toEqual({
      email: 'Enter a valid email', phone: 'Enter a valid phone number',
    });
  });

  it("says 'Select the country' (corrected spelling) for an unknown country", () => {
    expect(errorsOf('submit', { ...valid, country: '' })).toEqual({ country: 'Select the country' });
    expect(LEAD_MESSAGES.country).toBe('Select the country');
  });

  it('applies the phone library limits (spec §9): 250 characters, 2–17 national digits', () => {
    expect(errorsOf('submit', { ...valid, phone: `+91${'9'.repeat(250)}` }).phone).toBe('Enter a valid phone number');
    expect(errorsOf('submit', { ...valid, phone: '+919' }).phone).toBe('Enter a valid phone number');
    expect(errorsOf('submit', { ...valid, phone: '+14155550123' })).toEqual({});
  });

  it('knows the nine work-experience options in the spec order, and nothing else', () => {
    expect(WORK_EXPERIENCE_OPTIONS).toEqual(['College Student', '<1 years', '1-2 years', '2-3 years', '3-5 years', '5-8 years', '8-12 years', '12-15 years', '>15 years']);
    for (const o of WORK_EXPERIENCE_OPTIONS) expect(errorsOf('submit', { ...valid, workExperience: o })).toEqual({});
    expect(errorsOf('submit', { ...valid, workExperience: '20 years' })).toEqual({ workExperience: 'Select Work Experience' });
  });

  it('reads a wire payload back into form state for the gateway', () => {
    expect(payloadToFormValues({ name: 'Asha', email: 'a@b.co', country: 'India', state: 'Goa', mobileNumber: '+91-98765-43210', workExperience: '>15 years' }, 't')).toEqual({
      firstname: 'Asha', email: 'a@b.co', country: 'IN', region: 'Goa', phone: '+919876543210', message: '', workExperience: '>15 years', captchaS: 't',
    });
  });
});
