// The international phone input of every lead form (spec §3: default India). A national number
// typed over the "+91", pasted or autofilled is read in the selected country:
// the text is made international before the phone library parses it.
import { createContext, forwardRef, useContext, useRef, type ChangeEvent, type InputHTMLAttributes, type RefObject } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import { internationalPhoneText } from '../../lib/leads/phone';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

interface Props {
  id: string;
  name?: string;
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

// The country selected now, read by the input at the moment of each change.
const SelectedCountry = createContext<RefObject<Country> | null>(null);

/** The phone library's text input, made to read a national number in the selected country. */
const NationalAwareInput = forwardRef<HTMLInputElement, InputProps>(function NationalAwareInput({ onChange: libChange, ...props }, ref) {
  const selected = useContext(SelectedCountry);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const text = selected ? internationalPhoneText(e.target.value, selected.current) : e.target.value;
    // The library reads the input's text on change; give it the number the visitor meant.
    if (text !== e.target.value) e.target.value = text;
    libChange?.(e);
  };
  return <input ref={ref} {...props} onChange={handle} />;
});

export default function PhoneField({ country, value, onChange, ...rest }: Props) {
  // The phone's own country select can differ from the form's: follow whichever is selected now.
  const selected = useRef(country as Country);
  return (
    <SelectedCountry.Provider value={selected}>
    <PhoneInput
      {...rest}
      international
      defaultCountry={country as Country}
      flags={flags}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      onCountryChange={(c) => { if (c) selected.current = c; }}
      inputComponent={NationalAwareInput}
      countrySelectProps={{ 'aria-label': 'Phone number country' }}
    />
    </SelectedCountry.Provider>
  );
}
