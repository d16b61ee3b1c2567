// The page a mailed confirmation link opens: one button, because mail scanners open
// links and an open must confirm nothing. The token stays in the URL the person was sent; the
// words are site texts (confirm*) marketers edit in the CMS.
import { useRouter } from 'next/router';
import { useState } from 'react';
import BusyDots from '../widgets/BusyDots';
import { useSiteTexts } from '../common/SiteTexts';
import styles from './leadForm.module.scss';

type Outcome = { text: string; ok: boolean } | null;

export default function ConfirmRequest() {
  const { query, isReady } = useRouter();
  const t = useSiteTexts();
  const token = typeof query.token === 'string' ? query.token : '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirm = async () => {
    setBusy(true);
    const { postConfirmation } = await import('../../lib/leads/submit');
    const res = await postConfirmation(token);
    setBusy(false);
    if (res.status === 200) setOutcome({ ok: true, text: res.what === 'opt-in' ? t.confirmDoneOptIn : t.confirmDoneRequest });
    else if (res.status === 409) setOutcome({ ok: true, text: t.confirmUsed });
    else if (res.status === 410) setOutcome({ ok: false, text: t.confirmExpired });
    else if (res.status === 400) setOutcome({ ok: false, text: t.confirmInvalid });
    else setOutcome({ ok: false, text: t.confirmFailed });
  };

  if (outcome) return <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.success : styles.failure}>{outcome.text}</p>;
  if (isReady && !token) return <p role="alert" className={styles.failure}>{t.confirmInvalid}</p>;
  return (
    <div>
      <p>{t.confirmIntro}</p>
      <button type="button" className={styles.submit} onClick={confirm} disabled={busy || !isReady}>
        {busy ? <BusyDots label="Confirming" /> : t.confirmButton}
      </button>
    </div>
  );
}
