// One email-gated document. Server-rendered as a plain form; validation (zod) and the request
// code load only when the visitor submits, so they stay out of the page's first-load JavaScript.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Resource } from '../../lib/leads/resources';
import BusyDots from '../widgets/BusyDots';
import styles from './downloadGate.module.scss';

export default function DownloadGate({ resource }: { resource: Resource }) {
  const uid = useId().replace(/:/g, '');
  const inputId = `download-${uid}-email`;
  const errorId = `${inputId}-error`;
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [sentTo, setSentTo] = useState('');
  const key = useRef('');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (phase === 'sending') return;
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    const [{ downloadSchema, fieldErrors }, { requestDownload, newIdempotencyKey }] = await Promise.all([
      import('../../lib/leads/schema'),
      import('../../lib/leads/submit'),
    ]);
    const checked = downloadSchema.safeParse({ email });
    if (!checked.success) { setError(fieldErrors(checked.error).email ?? ''); return; }
    setError('');
    setPhase('sending');
    key.current ||= newIdempotencyKey();
    // Spec §8: download failures are silently ignored; the visitor is told what happens next.
    await requestDownload(resource.type, resource.id, email, key.current);
    setSentTo(email);
    setPhase('done');
  };

  return (
    <article className={styles.card} data-download-type={resource.type}>
      <h2>{resource.title}</h2>
      <p>{resource.description}</p>
      {phase === 'done' ? (
        <p role="status" className={styles.done}>Thank you! We are sending “{resource.title}” to {sentTo}.</p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form}>
          <label htmlFor={inputId}>Your email</label>
          <div className={styles.inline}>
            <input id={inputId} name="email" type="email" autoComplete="email" required
              aria-invalid={error ? true : false} aria-describedby={error ? errorId : undefined} />
            <button type="submit" disabled={phase === 'sending'}>
              {phase === 'sending' ? <BusyDots label="Sending" /> : 'Email it to me'}
            </button>
          </div>
          {error && <p id={errorId} className={styles.error}>{error}</p>}
        </form>
      )}
    </article>
  );
}
