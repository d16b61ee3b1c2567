// The lead form's fields (spec §3), declared once: the server-rendered form a visitor fills before
// any script (PlainLeadForm, in the page's dialog) and the enhanced form (LeadForm: validation,
// the phone widget, the states of each country) render this same markup with their own field
// props, so the enhanced form takes the place of the plain one without moving anything.
import type { ReactNode } from 'react';
import { MESSAGE_ROWS, WORK_EXPERIENCE_OPTIONS } from '../../lib/constants';
import type { FormTextKey, FormTexts } from '../../lib/cms/formTexts';
import { fillText } from '../common/SiteTexts';
import styles from './leadForm.module.scss';

/**
 * The words of the work-experience options, in the order of WORK_EXPERIENCE_OPTIONS (the values
 * sent stay the spec's). Here, not beside the form texts' defaults: this module is in first-load
 * JavaScript, and those defaults must not be.
 */
const EXPERIENCE_TEXT_KEYS = [
  'leadExperienceStudent', 'leadExperienceUnder1', 'leadExperience1To2', 'leadExperience2To3', 'leadExperience3To5',
  'leadExperience5To8', 'leadExperience8To12', 'leadExperience12To15', 'leadExperienceOver15',
] as const satisfies readonly FormTextKey[];

/** The fields the visitor fills, by the names the form state and the payload use. */
export type LeadFieldName = 'firstname' | 'email' | 'country' | 'region' | 'phone' | 'workExperience' | 'message';
/** The two text inputs: name, label, type, autocomplete. */
const TEXT_INPUTS = [['firstname', 'leadNameLabel', 'text', 'name'], ['email', 'leadEmailLabel', 'email', 'email']] as const;

interface Props {
  /** The form's words (the CMS's formText). */
  t: FormTexts;
  /** The element id of a field (its label's `for`, its error's `${id}-error`). */
  id: (field: string) => string;
  /** A field's own props: react-hook-form's register(), or a plain name and default value. */
  field: (name: LeadFieldName) => object;
  /** A field's error (under it), if any. */
  error?: (name: LeadFieldName) => string | undefined;
  /** The country select's options. */
  countries: readonly { code: string; name: string }[];
  /** The state select's options; null while they load. */
  states: readonly string[] | null;
  /** The phone input (a plain tel input, or the phone widget). */
  phone: ReactNode;
  /** The message's length, for its counter. */
  messageLength: number;
  messageMax: number;
}

export default function LeadFields({ t, id, field, error, countries, states, phone, messageLength, messageMax }: Props) {
  const described = (name: LeadFieldName) => (error?.(name) ? { 'aria-invalid': true as const, 'aria-describedby': id(`${name}-error`) } : { 'aria-invalid': false as const });
  const message = (name: LeadFieldName) => {
    const text = error?.(name);
    return text ? <p id={id(`${name}-error`)} className={styles.error}>{text}</p> : null;
  };
  return (
    <>
      {TEXT_INPUTS.map(([name, label, type, auto]) => (
        <div key={name} className={styles.field}>
          <label htmlFor={id(name)}>{t[label]}</label>
          <input id={id(name)} type={type} autoComplete={auto} {...field(name)} {...described(name)} />
          {message(name)}
        </div>
      ))}

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={id('country')}>{t.leadCountryLabel}</label>
          <select id={id('country')} {...field('country')} {...described('country')}>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
          {message('country')}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('region')}>{t.leadStateLabel}</label>
          <select id={id('region')} {...field('region')} {...described('region')} disabled={states === null}>
            <option value="">{states === null ? t.leadStateLoading : t.leadStatePlaceholder}</option>
            {states?.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
          {message('region')}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={id('phone')}>{t.leadPhoneLabel}</label>
        {phone}
        {message('phone')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('workExperience')}>{t.leadExperienceLabel}</label>
        <select id={id('workExperience')} {...field('workExperience')} {...described('workExperience')}>
          <option value="">{t.leadExperiencePlaceholder}</option>
          {WORK_EXPERIENCE_OPTIONS.map((o, i) => <option key={o} value={o}>{t[EXPERIENCE_TEXT_KEYS[i]]}</option>)}
        </select>
        {message('workExperience')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('message')}>{t.leadMessageLabel}</label>
        <textarea
          id={id('message')}
          rows={MESSAGE_ROWS}
          {...field('message')}
          aria-invalid={Boolean(error?.('message'))}
          aria-describedby={[error?.('message') ? id('message-error') : '', id('message-count')].join(' ').trim()}
        />
        <p id={id('message-count')} className={styles.count}>
          {fillText(t.leadMessageCount, { n: messageLength.toLocaleString('en-US'), max: messageMax.toLocaleString('en-US') })}
        </p>
        {message('message')}
      </div>
    </>
  );
}
