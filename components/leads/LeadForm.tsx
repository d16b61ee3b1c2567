// Spec §3–§5 lead form, enhanced: live validation with the spec's messages, the phone widget,
// the states of each country, the captcha and the post. Loaded when the visitor starts on a
// lead dialog (never in first-load JavaScript); it takes the place of the plain form there,
// with what was typed (initialValues).
import './zodJitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { CAPTCHA_STORAGE_KEY, DEFAULT_COUNTRY, THANK_YOU_PATH } from '../../lib/constants';
import { FORM_TEXT_DEFAULTS } from '../../lib/cms/formTexts';
import { readAttribution } from '../../lib/leads/attribution';
import { COUNTRIES } from '../../lib/leads/countries';
import { useOptionsOnReach } from '../../lib/hooks/useOptionsOnReach';
import { LEAD_ENDPOINTS, downloadKeyAfterLead, type DownloadType } from '../../lib/leads/downloads';
import { buildLeadPayload, hiddenFields } from '../../lib/leads/payload';
import type { LeadSource } from '../../lib/leads/source';
import {
  EMPTY_LEAD_FORM, HONEYPOT_FIELD, LIMITS, inFormWords, leadMessagesFrom, leadSchema,
  type LeadFormValues, type LeadMessages, type ValidationMode,
} from '../../lib/leads/schema';
import { fetchStates, postLead, requestDownload } from '../../lib/leads/submit';
import BusyDots from '../widgets/BusyDots';
import CaptchaField from './CaptchaField';
import { useConsentNotice } from './ConsentContext';
import ConsentNotice from './ConsentNotice';
import { usePageFormTexts } from './FormTexts';
import LeadFields, { type LeadFieldName } from './LeadFields';
import PhoneField from './PhoneField';
import { internationalPhoneText } from '../../lib/leads/phone';
import type { CountryCode } from 'libphonenumber-js';
import styles from './leadForm.module.scss';
import { useSubmission } from './useSubmission';
export { carryOver } from './carryOver';

export interface LeadFormProps {
  /** Lead-source values (spec §3); spec defaults fill the gaps. */
  source?: LeadSource;
  /** Posts to the refer-and-earn endpoint instead of the contact endpoint. */
  referAndEarn?: boolean;
  /** Optional download triggered after a successful submission (spec §4). */
  download?: { type: DownloadType; id: string };
  /** Optional success callback (spec §4). */
  onSuccess?: () => void;
  /** What the visitor typed into the plain form this one replaces, by field name. */
  initialValues?: Record<string, string | boolean>;
}

/** The plain form's values as this form's state: a typed national phone number made international. */
function startingValues(initial: Record<string, string | boolean> = {}): LeadFormValues {
  const values = EMPTY_LEAD_FORM(DEFAULT_COUNTRY);
  const out = values as unknown as Record<string, string | boolean>;
  for (const [name, value] of Object.entries(initial)) {
    if (name in values && typeof value === typeof out[name]) out[name] = value;
  }
  if (values.phone) values.phone = internationalPhoneText(values.phone, values.country as CountryCode).replace(/[^\d+]/g, '');
  return values;
}

/** The one lead schema in the form's words (the CMS's messages), with the spec's on-change
 *  or on-submit messages (spec §5) picked by the validation mode. */
function resolverFor(messages: LeadMessages): Resolver<LeadFormValues, { mode: ValidationMode }> {
  const resolvers: Record<ValidationMode, Resolver<LeadFormValues>> = {
    change: zodResolver(leadSchema('change', messages)) as Resolver<LeadFormValues>,
    submit: zodResolver(leadSchema('submit', messages)) as Resolver<LeadFormValues>,
  };
  return (values, ctx, opts) => resolvers[ctx?.mode ?? 'change'](values, ctx, opts);
}

const pageUrl = () => window.location.href.split('#')[0];

export default function LeadForm(props: LeadFormProps) {
  const { source = {}, referAndEarn = false, download, onSuccess, initialValues } = props;
  const uid = useId().replace(/:/g, '');
  const id = (field: string) => `lead-${uid}-${field}`;
  const router = useRouter();
  const notice = useConsentNotice();
  const mode = useRef<{ mode: ValidationMode }>({ mode: 'change' }).current;
  // The page's form words; the seed's (in this chunk) on a render without page props.
  const t = usePageFormTexts() ?? FORM_TEXT_DEFAULTS;
  const messages = useMemo(() => leadMessagesFrom(t), [t]);
  const resolver = useMemo(() => resolverFor(messages), [messages]);
  const {
    register, control, handleSubmit, setValue, reset, setError, watch, formState: { errors },
  } = useForm<LeadFormValues, { mode: ValidationMode }>({
    mode: 'onChange',
    resolver,
    context: mode,
    defaultValues: useMemo(() => startingValues(initialValues), [initialValues]),
  });
  const form = useRef<HTMLFormElement>(null);
  const country = watch('country');
  const message = watch('message') ?? '';
  const [states, setStates] = useState<string[] | null>(null);
  const [countries, reachCountries] = useOptionsOnReach(COUNTRIES, (c) => c.code === country);
  const captcha = useRef<ReCAPTCHA>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const { busy, outcome: banner, send, flash } = useSubmission();

  useEffect(() => { setUrl(pageUrl()); }, []);

  useEffect(() => {
    let live = true;
    setStates(null);
    void fetchStates(country).then((list) => { if (live) setStates(list); });
    return () => { live = false; };
  }, [country]);

  const startOver = () => reset(EMPTY_LEAD_FORM(DEFAULT_COUNTRY));

  const onValid = async (values: LeadFormValues) => {
    const consent = { noticeVersion: notice.version, marketingOptIn: values.marketingOptIn === true };
    const payload = buildLeadPayload(values, source, pageUrl(), readAttribution(), consent);
    const endpoint = referAndEarn ? LEAD_ENDPOINTS.referAndEarn : LEAD_ENDPOINTS.contact;
    const opts = { captcha: values.captchaS, honeypot: honeypot.current?.value };
    const sent = send(async (key) => {
      try { localStorage.removeItem(CAPTCHA_STORAGE_KEY); } catch { /* storage disabled */ }
      let status: number;
      try {
        status = (await postLead(endpoint, payload, { ...opts, idempotencyKey: key })).status;
      } catch (err) {
        const fieldMessages = inFormWords((err as { errors?: Record<string, string> }).errors ?? {}, messages);
        for (const [field, message] of Object.entries(fieldMessages)) {
          if (field in values) setError(field as keyof LeadFormValues, { type: 'server', message });
        }
        status = -1;
      }
      if (download && status !== -1) void requestDownload(download.type, download.id, payload.email, downloadKeyAfterLead(key), consent);
      return status;
    });
    if (!sent) return; // a double click: the first submit is on its way
    const status = await sent;
    captcha.current?.reset();
    if (status === -1) return flash('error', startOver);
    // An accepted lead (200) ends on /thank-you even if the popup is closed during the banner or
    // before the answer (ad platforms count conversions there).
    const thankYou = () => { if (status === 200) void router.push(THANK_YOU_PATH); };
    flash('success', () => { startOver(); onSuccess?.(); thankYou(); }, thankYou);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    mode.mode = 'submit';
    try {
      await handleSubmit(onValid)(e);
    } finally {
      mode.mode = 'change';
    }
  };

  const onCountryChange = (code: string) => {
    // Spec §4: a new country clears the phone and the state; the phone follows the country.
    setValue('country', code, { shouldValidate: true });
    setValue('phone', '');
    setValue('region', '');
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="lead-form">
      {Object.entries(hiddenFields(source, url)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('hp')}>Leave this empty</label>
        <input id={id('hp')} ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <LeadFields
        t={t}
        id={id}
        field={(name: LeadFieldName) => (name === 'country'
          ? { ...register('country'), onChange: (e: ChangeEvent<HTMLSelectElement>) => onCountryChange(e.target.value), onFocus: reachCountries, onPointerDown: reachCountries }
          : register(name))}
        error={(name) => errors[name]?.message}
        countries={countries}
        states={states && (states.length ? states : [COUNTRIES.find((c) => c.code === country)?.name ?? country])}
        phone={(
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <PhoneField
                key={country}
                id={id('phone')}
                name="phone"
                className={styles.phone}
                country={country}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="tel"
                {...(errors.phone ? { 'aria-invalid': true, 'aria-describedby': id('phone-error') } : { 'aria-invalid': false })}
              />
            )}
          />
        )}
        messageLength={message.length}
        messageMax={LIMITS.message}
      />

      <CaptchaField
        ref={captcha}
        id={id('captchaS')}
        label={t.captchaLabel}
        error={errors.captchaS?.message}
        onToken={(token) => {
          setValue('captchaS', token, { shouldValidate: true });
          try { if (token) localStorage.setItem(CAPTCHA_STORAGE_KEY, token); } catch { /* storage disabled */ }
        }}
      />

      <ConsentNotice notice={notice} id={id('marketingOptIn')} checkbox={register('marketingOptIn')} adCheckbox={register('adMeasurementOptIn')} />

      <button type="submit" className={styles.submit} disabled={busy}>
        {busy && !banner ? <BusyDots label="Sending" /> : t.leadSubmit}
      </button>
      {banner === 'success' && <p role="status" className={styles.success}>{t.leadSuccessBanner}</p>}
      {banner === 'error' && <p role="alert" className={styles.failure}>{t.formErrorBanner}</p>}
    </form>
  );
}
