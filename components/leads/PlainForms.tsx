// The lead dialogs' forms as the server renders them: plain HTML fields a visitor can fill before
// any script has come (govuk-frontend's way: HTML first). Their enhanced forms (LeadForm,
// EnterpriseDemoForm) take their place once loaded, with what was typed (readPlainForm).
import { forwardRef, useState, type FormEvent } from 'react';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_NAME } from '../../lib/constants';
import type { FormTexts } from '../../lib/cms/formTexts';
import contract from '../../shared/contract.json';
import { useSiteTexts } from '../common/SiteTexts';
import { useConsentNotice } from './ConsentContext';
import ConsentNotice from './ConsentNotice';
import LeadFields from './LeadFields';
import styles from './leadForm.module.scss';
import { CaptchaRoom } from './useLazyCaptcha';

/** What the visitor has put in a plain form, by field name (a ticked box is true). */
export type PlainValues = Record<string, string | boolean>;

/** The values of a form's named fields, and the name of the field that has focus, if any. */
export function readPlainForm(form: HTMLFormElement | null): { values: PlainValues; focused?: string } {
  if (!form) return { values: {} };
  const values: PlainValues = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    values[el.name] = el.type === 'checkbox' ? el.checked : el.value;
  }
  const active = document.activeElement as HTMLInputElement | null;
  return { values, focused: active && form.contains(active) && active.name ? active.name : undefined };
}

interface Props {
  t: FormTexts;
  /** Prefix of the fields' ids. */
  idPrefix: string;
  /** The visitor started on the form (`submitted`: pressed its button): its enhancement is wanted now. */
  onIntent: (submitted?: boolean) => void;
}

// Only the default country until the enhanced form brings every country and their states: the
// list and the state data stay out of first-load JavaScript.
const FIRST_COUNTRIES = [{ code: DEFAULT_COUNTRY, name: DEFAULT_COUNTRY_NAME }];

/** Submitting before the enhancement has come sends nothing (the captcha comes with it); the
 *  enhanced form, once in its place, takes the press as its own submit: its messages show. */
const held = (onIntent: Props['onIntent']) => (e: FormEvent) => { e.preventDefault(); onIntent(true); };

export const PlainLeadForm = forwardRef<HTMLFormElement, Props>(function PlainLeadForm({ t, idPrefix, onIntent }, ref) {
  const notice = useConsentNotice();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [messageLength, setMessageLength] = useState(0);
  return (
    // POST, never GET: without script a submit must not put what was typed in an address.
    <form ref={ref} className={styles.form} method="post" onSubmit={held(onIntent)} noValidate data-testid="lead-form">
      <LeadFields
        t={t}
        id={id}
        field={(name) => (name === 'country' ? { name, defaultValue: DEFAULT_COUNTRY } : name === 'message'
          ? { name, onChange: (e: { target: { value: string } }) => setMessageLength(e.target.value.length) }
          : { name })}
        countries={FIRST_COUNTRIES}
        states={[]}
        phone={<input id={id('phone')} name="phone" type="tel" autoComplete="tel" />}
        messageLength={messageLength}
        messageMax={contract.fieldMaxLength.message}
      />
      <CaptchaRoom label={t.captchaLabel} />
      <ConsentNotice notice={notice} id={id('marketingOptIn')} checkbox={{ name: 'marketingOptIn' }} adCheckbox={{ name: 'adMeasurementOptIn' }} />
      <button type="submit" className={styles.submit}>{t.leadSubmit}</button>
    </form>
  );
});

export const PlainEnterpriseForm = forwardRef<HTMLFormElement, Props>(function PlainEnterpriseForm({ t, idPrefix, onIntent }, ref) {
  const texts = useSiteTexts();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form ref={ref} className={styles.form} method="post" onSubmit={held(onIntent)} noValidate data-testid="enterprise-demo-form">
      <div className={styles.field}>
        <label htmlFor={id('name')}>{t.enterpriseNameLabel}</label>
        <input id={id('name')} name="name" type="text" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('email')}>{t.enterpriseEmailLabel}</label>
        <input id={id('email')} name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('phone')}>{t.enterprisePhoneLabel}</label>
        <input id={id('phone')} name="phone" type="tel" autoComplete="tel" required aria-required="true" />
      </div>
      <button type="submit" className={styles.submit}>{texts.enterpriseDemoSubmit}</button>
    </form>
  );
});
