// The page a mailed confirmation link opens (issue 35): one button, because mail scanners open
// links and an open must confirm nothing. The token stays in the URL the person was sent.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { CONFIRM_TEXTS } from '../../lib/constants';
import BusyDots from '../widgets/BusyDots';
import styles from './leadForm.module.scss';

type Outcome = { text: string; ok: boolean } | null;

export default function ConfirmRequest() {
  const { query, isReady } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirm = async () => {
    setBusy(true);
    const { postConfirmation } = await import('../../lib/leads/submit');
    const res = await postConfirmation(token);
    setBusy(false);
    const t = CONFIRM_TEXTS;
    if (res.status === 200) setOutcome({ ok: true, text: t.confirmed[res.what === 'opt-in' ? 'opt-in' : 'data-request'] });
    else if (res.status === 409) setOutcome({ ok: true, text: t.used });
    else if (res.status === 410) setOutcome({ ok: false, text: t.expired });
    else if (res.status === 400) setOutcome({ ok: false, text: t.invalid });
    else setOutcome({ ok: false, text: t.failed });
  };

  if (outcome) return <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.success : styles.failure}>{outcome.text}</p>;
  if (isReady && !token) return <p role="alert" className={styles.failure}>{CONFIRM_TEXTS.invalid}</p>;
  return (
    <div>
      <p>{CONFIRM_TEXTS.intro}</p>
      <button type="button" className={styles.submit} onClick={confirm} disabled={busy || !isReady}>
        {busy ? <BusyDots label="Confirming" /> : CONFIRM_TEXTS.button}
      </button>
    </div>
  );
}
