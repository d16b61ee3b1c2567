// DPDP Act 2023 §5–6, Rules 2025 r.3: under every lead form, what is collected,
// why, how to withdraw and where the rights are, and an unticked opt-in for anything beyond the
// enquiry; a form that sends the visitor's touches adds a second, separate one for ad
// measurement, since it is a different purpose. Neither is required: the form submits the same unticked.
import type { InputHTMLAttributes } from 'react';
import { DATA_RIGHTS_PATH, PRIVACY_POLICY_PATH } from '../../lib/constants';
import type { ConsentNotice as Notice } from '../../lib/cms/types';
import styles from './consentNotice.module.scss';

interface Props {
  notice: Notice;
  /** id of the checkbox; its label names it. */
  id: string;
  /** The checkbox's props: react-hook-form's register(), or a plain name for a FormData form. */
  checkbox: InputHTMLAttributes<HTMLInputElement>;
  /** The ad-measurement opt-in's props, on forms whose lead can carry a click id. */
  adCheckbox?: InputHTMLAttributes<HTMLInputElement>;
}

export default function ConsentNotice({ notice, id, checkbox, adCheckbox }: Props) {
  return (
    <div className={styles.consent} data-notice-version={notice.version}>
      <p className={styles.notice}>
        {notice.text}{' '}
        <a href={PRIVACY_POLICY_PATH}>{notice.privacyLinkLabel}</a>{' · '}
        <a href={DATA_RIGHTS_PATH}>{notice.dataRightsLinkLabel}</a>
      </p>
      <div className={styles.optIn}>
        <input id={id} type="checkbox" {...checkbox} />
        <label htmlFor={id}>{notice.optInLabel}</label>
      </div>
      {adCheckbox && (
        <div className={styles.optIn}>
          <input id={`${id}-ads`} type="checkbox" {...adCheckbox} />
          <label htmlFor={`${id}-ads`}>{notice.adMeasurementLabel}</label>
        </div>
      )}
    </div>
  );
}
