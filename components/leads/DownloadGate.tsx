// One email-gated document. Server-rendered as a plain form; validation (zod) and the request
// code load only when the visitor submits, so they stay out of the page's first-load JavaScript.
// Once the request is recorded the browser downloads the document from the CMS media library,
// through this origin. The form carries the captcha every lead form has; its widget
// loads when the visitor starts on the form.
import { fillText } from '../common/SiteTexts';
import { useId, useState, type FormEvent } from 'react';
import type { DocumentFile } from '../../lib/cms/types';
import type { Resource } from '../../lib/leads/resources';
import BusyDots from '../widgets/BusyDots';
import { useConsentNotice } from './ConsentContext';
import ConsentNotice from './ConsentNotice';
import { useFormTexts, withLink } from './FormTexts';
import styles from './downloadGate.module.scss';
import { CaptchaRoom, useLazyCaptcha } from './useLazyCaptcha';
import { useSubmission } from './useSubmission';

export default function DownloadGate({ resource, file }: { resource: Resource; file: DocumentFile | null }) {
  const uid = useId().replace(/:/g, '');
  const inputId = `download-${uid}-email`;
  const errorId = `${inputId}-error`;
  const [error, setError] = useState('');
  const { CaptchaField, engage } = useLazyCaptcha();
  const [token, setToken] = useState('');
  const [captchaError, setCaptchaError] = useState('');
  const { busy, outcome, send, finish } = useSubmission();
  const notice = useConsentNotice();
  // The page's form words (page props): the seed's defaults stay out of this first-load code.
  const t = useFormTexts();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const consent = { noticeVersion: notice.version, marketingOptIn: form.get('marketingOptIn') === 'on' };
    const [{ downloadSchemaWith, fieldErrors, leadMessagesFrom }, { requestDownload, startDownload }] = await Promise.all([
      import('../../lib/leads/schema'),
      import('../../lib/leads/submit'),
    ]);
    const messages = leadMessagesFrom(t);
    const checked = downloadSchemaWith(messages).safeParse({ email });
    setError(checked.success ? '' : fieldErrors(checked.error).email ?? '');
    setCaptchaError(token ? '' : messages.captchaEmpty);
    if (!checked.success || !token) { engage(); return; }
    // Spec §8: a failed request is ignored silently; the visitor gets the document all the same.
    const sent = send((key) => requestDownload(resource.type, resource.id, email, key, consent, token));
    if (!sent) return;
    await sent;
    if (file) startDownload(file.url, file.filename);
    finish('success');
  };

  return (
    <article className={styles.card} data-download-type={resource.type}>
      <h2>{resource.title}</h2>
      <p>{resource.description}</p>
      {outcome === 'success' ? (
        <p role="status" className={styles.done}>
          {fillText(file ? t.downloadStarted : t.downloadRecorded, { title: resource.title })}
          {file && <> {withLink(t.downloadFallback, <a href={file.url} download={file.filename}>{t.downloadFallbackLink}</a>)}</>}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form} onFocus={engage}>
          <label htmlFor={inputId}>{t.downloadEmailLabel}</label>
          <div className={styles.inline}>
            <input id={inputId} name="email" type="email" autoComplete="email" required
              aria-invalid={error ? true : false} aria-describedby={error ? errorId : undefined} />
            <button type="submit" disabled={busy}>
              {busy ? <BusyDots label="Sending" /> : t.downloadButton}
            </button>
          </div>
          {error && <p id={errorId} className={styles.error}>{error}</p>}
          {CaptchaField
            ? <CaptchaField id={`download-${uid}-captcha`} label={t.captchaLabel} onToken={setToken} error={captchaError} />
            : <CaptchaRoom label={t.captchaLabel} />}
          <ConsentNotice notice={notice} id={`download-${uid}-opt-in`} checkbox={{ name: 'marketingOptIn' }} />
        </form>
      )}
    </article>
  );
}
