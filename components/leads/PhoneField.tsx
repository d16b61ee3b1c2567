// The international phone input of every lead form (spec §3: default India). A national number
// typed over the "+91", pasted or autofilled is read in the selected country:
// the text is made international before the phone library parses it.
import {
  createContext, forwardRef, useContext, useRef,
  type ChangeEvent, type ComponentType, type InputHTMLAttributes, type RefObject, type SelectHTMLAttributes,
} from 'react';
import PhoneInput, { type Country, type FlagProps } from 'react-phone-number-input';
import { internationalPhoneText } from '../../lib/leads/phone';
import { useOptionsOnReach } from '../../lib/hooks/useOptionsOnReach';

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

/**
 * The selected country's flag, drawn from its emoji (the two regional indicator letters): the
 * library's set of every country's flag drawing was 49 kB gz of the form's code, and its default
 * loads each flag from another site.
 */
function EmojiFlag({ country, countryName }: FlagProps) {
  const emoji = String.fromCodePoint(...[...country].map((c) => 0x1f1a5 + c.charCodeAt(0)));
  return (
    <svg viewBox="0 0 28 20" role="img" aria-label={countryName} className="PhoneInputCountryIconImg">
      <text x="14" y="16" textAnchor="middle" fontSize="18">{emoji}</text>
    </svg>
  );
}

type CountrySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  value?: string; readOnly?: boolean; options: { value?: string; label: string }[]; onChange: (country?: string) => void;
  iconComponent: ComponentType<{ country?: string; label: string; 'aria-hidden'?: boolean }>;
};

/** The library's country select (its markup, class names, "ZZ" for International), its options given on reach. */
function CountrySelect({ value, onChange, options, iconComponent: Icon, disabled, readOnly, onFocus, ...rest }: CountrySelectProps) {
  const isSelected = (o: { value?: string }) => o.value === value;
  const [shown, reach] = useOptionsOnReach(options, isSelected);
  const selected = options.find(isSelected);
  return (
    <div className="PhoneInputCountry">
      <select
        {...rest} className="PhoneInputCountrySelect" value={value ?? 'ZZ'} disabled={disabled || readOnly} onPointerDown={reach}
        onFocus={(e) => { reach(); onFocus?.(e); }} onChange={(e) => onChange(e.target.value === 'ZZ' ? undefined : e.target.value)}
      >
        {shown.map(({ value: code = 'ZZ', label }) => <option key={code} value={code}>{label}</option>)}
      </select>
      {selected && <Icon aria-hidden country={value} label={selected.label} />}
      <div className="PhoneInputCountrySelectArrow" />
    </div>
  );
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
      flagComponent={EmojiFlag}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      onCountryChange={(c) => { if (c) selected.current = c; }}
      inputComponent={NationalAwareInput}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ 'aria-label': 'Phone number country' }}
    />
    </SelectedCountry.Provider>
  );
}
