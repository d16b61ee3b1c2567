// The international phone input of every lead form (spec §3: default India). A national number
// typed over the "+91", pasted or autofilled is read in the selected country (issue 11.3):
// the text is made international before the phone library parses it.
import { forwardRef, useMemo, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import { internationalPhoneText } from '../../lib/leads/phone';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

interface Props {
  id: string;
  className?: string;
  country: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  required?: boolean;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export default function PhoneField({ country, value, onChange, ...rest }: Props) {
  // The phone's own country select can differ from the form's: follow whichever is selected now.
  const selected = useRef(country as Country);
  const Input = useMemo(() => forwardRef<HTMLInputElement, InputProps>(function NationalAware({ onChange: libChange, ...props }, ref) {
    const handle = (e: ChangeEvent<HTMLInputElement>) => {
      const text = internationalPhoneText(e.target.value, selected.current);
      // The library reads the input's text on change; give it the number the visitor meant.
      if (text !== e.target.value) e.target.value = text;
      libChange?.(e);
    };
    return <input ref={ref} {...props} onChange={handle} />;
  }), []);
  return (
    <PhoneInput
      {...rest}
      international
      defaultCountry={country as Country}
      flags={flags}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      onCountryChange={(c) => { if (c) selected.current = c; }}
      inputComponent={Input}
      countrySelectProps={{ 'aria-label': 'Phone number country' }}
    />
  );
}
