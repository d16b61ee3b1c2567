// DPDP Act 2023 §5–6, Rules 2025 r.3: under every lead form, what is collected,
// why, how to withdraw and where the rights are, and ONE unticked opt-in for anything beyond the
// enquiry. The opt-in is never required: the form submits the same with it unticked.
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
}

export default function ConsentNotice({ notice, id, checkbox }: Props) {
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
    </div>
  );
}
