// Spec §2/§5: the enterprise header's demo popup — Your Name, Your Email (email type),
// Mobile Number (international, default India, required). It submits nothing; once its submit
// is blocked, the visitor is shown how to reach the corporate team, never silence. The enhanced
// form (the phone widget) of the dialog's plain one (PlainForms.tsx), with what was typed there.
import { useId, useState, type FormEvent } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import { internationalPhoneText } from '../../lib/leads/phone';
import { DEFAULT_COUNTRY } from '../../lib/constants';
import type { ContactData } from '../../lib/cms/types';
import { mailHref, telHref } from '../../lib/links';
import { FORM_TEXT_DEFAULTS } from '../../lib/cms/formTexts';
import PhoneField from './PhoneField';
import styles from './leadForm.module.scss';
import { useSiteTexts } from '../common/SiteTexts';
import { usePageFormTexts } from './FormTexts';
export { carryOver } from './carryOver';

interface Props {
  /** The corporate team's phone and email from the CMS (the enterprise contact set). */
  contacts: ContactData | null;
  initialValues?: Record<string, string | boolean>;
}

const typed = (values: Props['initialValues'], name: string) => (typeof values?.[name] === 'string' ? values[name] : '');

export default function EnterpriseDemoForm({ contacts, initialValues }: Props) {
  const uid = useId().replace(/:/g, '');
  const texts = useSiteTexts();
  // The page's form words; the seed's (in this chunk, the popup's) on a render without page props.
  const t = usePageFormTexts() ?? FORM_TEXT_DEFAULTS;
  const id = (f: string) => `enterprise-${uid}-${f}`;
  const [phone, setPhone] = useState(() => {
    const text = typed(initialValues, 'phone');
    return text && internationalPhoneText(text, DEFAULT_COUNTRY as CountryCode).replace(/[^\d+]/g, '');
  });
  const [phoneError, setPhoneError] = useState('');
  const [blocked, setBlocked] = useState(false);

  const submit = (e: FormEvent) => {
    // Submission is blocked (spec §5): only the phone requirement is checked.
    e.preventDefault();
    setPhoneError(phone ? '' : t.errorPhoneEmpty);
    setBlocked(Boolean(phone));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="enterprise-demo-form">
      <div className={styles.field}>
        <label htmlFor={id('name')}>{t.enterpriseNameLabel}</label>
        <input id={id('name')} name="name" type="text" autoComplete="name" defaultValue={typed(initialValues, 'name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('email')}>{t.enterpriseEmailLabel}</label>
        <input id={id('email')} name="email" type="email" autoComplete="email" defaultValue={typed(initialValues, 'email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('phone')}>{t.enterprisePhoneLabel}</label>
        <PhoneField
          id={id('phone')}
          name="phone"
          className={styles.phone}
          country={DEFAULT_COUNTRY}
          value={phone}
          onChange={(v) => { setPhone(v); if (v) setPhoneError(''); }}
          autoComplete="tel"
          required
          aria-required="true"
          aria-invalid={phoneError ? true : false}
          aria-describedby={phoneError ? id('phone-error') : undefined}
        />
        {phoneError && <p id={id('phone-error')} className={styles.error}>{phoneError}</p>}
      </div>
      <button type="submit" className={styles.submit}>{texts.enterpriseDemoSubmit}</button>
      {blocked && contacts && (
        <p role="status" className={styles.success}>
          {t.enterpriseNote}{' '}
          <a href={telHref(contacts.phoneNumber)}>{contacts.phoneNumber}</a>{' · '}
          <a href={mailHref(contacts.email)}>{contacts.email}</a>
        </p>
      )}
    </form>
  );
}
