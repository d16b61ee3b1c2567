// Spec §2/§5: the enterprise header's demo popup — Your Name, Your Email (email type),
// Mobile Number (international, default India, required). It submits nothing.
import { useId, useState, type FormEvent } from 'react';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import type { Country } from 'react-phone-number-input';
import { DEFAULT_COUNTRY } from '../../lib/constants';
import { LEAD_MESSAGES } from '../../lib/leads/schema';
import styles from './leadForm.module.scss';

export default function EnterpriseDemoForm() {
  const uid = useId().replace(/:/g, '');
  const id = (f: string) => `enterprise-${uid}-${f}`;
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');

  const submit = (e: FormEvent) => {
    // Submission is blocked (spec §5): only the phone requirement is checked.
    e.preventDefault();
    setPhoneError(phone ? '' : LEAD_MESSAGES.phoneEmpty);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="enterprise-demo-form">
      <div className={styles.field}>
        <label htmlFor={id('name')}>Your Name</label>
        <input id={id('name')} name="name" type="text" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('email')}>Your Email</label>
        <input id={id('email')} name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('phone')}>Mobile Number</label>
        <PhoneInput
          id={id('phone')}
          className={styles.phone}
          international
          defaultCountry={DEFAULT_COUNTRY as Country}
          flags={flags}
          value={phone || undefined}
          onChange={(v) => { setPhone(v ?? ''); if (v) setPhoneError(''); }}
          required
          aria-required="true"
          aria-invalid={phoneError ? true : false}
          aria-describedby={phoneError ? id('phone-error') : undefined}
          countrySelectProps={{ 'aria-label': 'Phone number country' }}
        />
        {phoneError && <p id={id('phone-error')} className={styles.error}>{phoneError}</p>}
      </div>
      <button type="submit" className={styles.submit}>Request a demo</button>
    </form>
  );
}
