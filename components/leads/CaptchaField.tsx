// The reCAPTCHA checkbox every lead form carries (the lead form, the downloads and the data
// request), with its label and error, so the three read and behave alike. Google's
// script loads with the widget; the tests stub it at the network boundary.
import { forwardRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import * as publicEnv from '../../lib/env/public';
import styles from './leadForm.module.scss';

interface Props {
  /** The field's id; its label and error take `${id}-label`, `${id}-error`. */
  id: string;
  /** The words above the widget (the form texts' captchaLabel). */
  label: string;
  /** A token when solved, '' when it expired. */
  onToken: (token: string) => void;
  error?: string;
}

const CaptchaField = forwardRef<ReCAPTCHA, Props>(function CaptchaField({ id, label, onToken, error }, ref) {
  return (
    <div className={styles.field}>
      <span className={styles.captchaLabel} id={`${id}-label`}>{label}</span>
      <div role="group" className={styles.captchaBox} aria-labelledby={`${id}-label`} {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
        <ReCAPTCHA ref={ref} sitekey={publicEnv.NEXT_PUBLIC_RECAPTCHA_SITE_KEY} onChange={(token) => onToken(token ?? '')} onExpired={() => onToken('')} />
      </div>
      {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
    </div>
  );
});

export default CaptchaField;
