// A person asks to withdraw consent, or to see, correct or erase their data.
// Server-rendered as a plain form; the schema and the request code load when it is submitted,
// as the download forms do, so the page's first-load JavaScript carries neither.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DATA_REQUEST_TYPE_TEXTS } from '../../lib/constants';
import { useHydrated } from '../../lib/hooks/useHydrated';
import type { DataRequestValues } from '../../lib/leads/dataRequest';
import BusyDots from '../widgets/BusyDots';
import { useFormTexts } from './FormTexts';
import styles from './leadForm.module.scss';
import { CaptchaRoom, useLazyCaptcha } from './useLazyCaptcha';
import { useSubmission } from './useSubmission';

type Errors = Partial<Record<keyof DataRequestValues | 'captchaS', string>>;

export default function DataRequestForm() {
  const uid = useId().replace(/:/g, '');
  // The page's form words (page props): the seed's defaults stay out of this page's first-load code.
  const t = useFormTexts();
  const id = (f: string) => `data-request-${uid}-${f}`;
  const [errors, setErrors] = useState<Errors>({});
  const { busy, outcome, send, finish } = useSubmission();
  // Google's widget only once the visitor starts on the form: not in first-load JavaScript.
  const { CaptchaField, engage } = useLazyCaptcha();
  const [token, setToken] = useState('');
  // A token is spent once Google checked it: a refused request remounts the widget for a new one.
  const [captchaRound, setCaptchaRound] = useState(0);
  // The page is served as HTML: before its code runs, the button would submit the form natively.
  const hydrated = useHydrated();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    const values: DataRequestValues = {
      requestType: read('requestType'), email: read('email'), mobileNumber: read('mobileNumber'), message: read('message'),
    };
    const [
      { DATA_REQUEST_MESSAGES, dataRequestMessagesFrom, dataRequestSchemaWith, buildDataRequestPayload },
      { LEAD_MESSAGES, fieldErrors, inFormWords, leadMessagesFrom },
      { postDataRequest },
    ] = await Promise.all([import('../../lib/leads/dataRequest'), import('../../lib/leads/schema'), import('../../lib/leads/submit')]);
    const messages = dataRequestMessagesFrom(t);
    const leadMessages = leadMessagesFrom(t);
    const checked = dataRequestSchemaWith(messages).safeParse(values);
    const captchaError = token ? {} : { captchaS: leadMessages.captchaEmpty };
    if (!checked.success || !token) {
      engage();
      setErrors({ ...(checked.success ? {} : fieldErrors(checked.error)), ...captchaError });
      return;
    }
    setErrors({});
    const sent = send((key) => postDataRequest(buildDataRequestPayload(checked.data), { idempotencyKey: key, captcha: token, honeypot: read('website') }));
    if (!sent) return;
    const res = await sent;
    if (res.status !== 200) {
      // The gateway's messages in the form's words (either table: the request's own, the captcha's).
      setErrors(inFormWords(inFormWords(res.errors ?? {}, messages, DATA_REQUEST_MESSAGES), leadMessages, LEAD_MESSAGES));
      setToken('');
      setCaptchaRound((n) => n + 1);
    }
    finish(res.status === 200 ? 'success' : 'error');
  };

  if (outcome === 'success') return <p role="status" className={styles.success}>{t.dataRequestDone}</p>;

  type Field = keyof DataRequestValues;
  // A field's own props: its id, its name, and its error's state.
  const own = (f: Field) => ({
    id: id(f), name: f, ...(errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': id(`${f}-error`) } : { 'aria-invalid': false as const }),
  });
  const field = (f: Field, label: string, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id(f)}>{label}</label>
      {control}
      {errors[f] ? <p id={id(`${f}-error`)} className={styles.error}>{errors[f]}</p> : null}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} onFocus={engage}>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('hp')}>Leave this empty</label>
        <input id={id('hp')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {field('requestType', t.dataRequestTypeLabel, (
        <select defaultValue="" {...own('requestType')}>
          <option value="">{t.dataRequestTypePlaceholder}</option>
          {DATA_REQUEST_TYPE_TEXTS.map(([value, text]) => <option key={value} value={value}>{t[text]}</option>)}
        </select>
      ))}
      {field('email', t.dataRequestEmailLabel, <input type="email" autoComplete="email" {...own('email')} />)}
      {field('mobileNumber', t.dataRequestPhoneLabel, <input type="tel" autoComplete="tel" {...own('mobileNumber')} />)}
      {field('message', t.dataRequestMessageLabel, <textarea rows={4} {...own('message')} />)}
      {CaptchaField
        ? <CaptchaField key={captchaRound} id={id('captchaS')} label={t.captchaLabel} onToken={setToken} error={errors.captchaS} />
        : <><CaptchaRoom label={t.captchaLabel} />{errors.captchaS && <p role="alert" className={styles.error}>{errors.captchaS}</p>}</>}
      <button type="submit" className={styles.submit} disabled={busy || !hydrated}>
        {busy ? <BusyDots label="Sending" /> : t.dataRequestSubmit}
      </button>
      {outcome === 'error' && <p role="alert" className={styles.failure}>{t.formErrorBanner}</p>}
    </form>
  );
}
