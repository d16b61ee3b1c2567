// The captcha widget of the forms rendered with the page (downloads, data requests): fetched when
// the visitor starts on the form, by a plain import() kept in state, not next/dynamic, whose
// loader runtime would join the first-load JavaScript of every page with such a form (+1.6 kB gz).
import { useCallback, useState } from 'react';
import type CaptchaFieldType from './CaptchaField';
import styles from './leadForm.module.scss';

export function useLazyCaptcha(): { CaptchaField: typeof CaptchaFieldType | null; engage: () => void } {
  const [CaptchaField, setCaptchaField] = useState<typeof CaptchaFieldType | null>(null);
  const engage = useCallback(() => {
    if (!CaptchaField) void import('./CaptchaField').then((m) => setCaptchaField(() => m.default));
  }, [CaptchaField]);
  return { CaptchaField, engage };
}

/**
 * The widget's room until its code comes, of its size and unseen, so that nothing below it moves
 * when it does. The code comes on the form's first focus, and from the cache at once once the
 * popup's code was fetched: a press on the data request's button, or on the download
 * form's opt-in box, moved down in the middle of the press and landed on the captcha's label.
 */
export function CaptchaRoom({ label }: { label: string }) {
  return (
    <div className={`${styles.field} ${styles.captchaRoom}`} aria-hidden="true">
      <span className={styles.captchaLabel}>{label}</span>
      <div className={styles.captchaBox} />
    </div>
  );
}
