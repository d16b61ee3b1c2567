// One submission of a lead form, shared by LeadForm, DataRequestForm and DownloadGate: its
// idempotency key, its busy state, a second click that sends nothing, and the outcome shown after
// it (LeadForm's banner for BANNER_MS, spec §5). The key is the same for every resend of one
// submission, so the gateway stores it once, and new for the next one.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BANNER_MS } from '../../lib/constants';

type Outcome = 'success' | 'error';

interface Live {
  /** Set in the click's own tick: a double click's second submit sees it before any render. */
  sending: boolean;
  key: string;
  mounted: boolean;
  /** What runs when the banner's time is up; null when the outcome stays (finish). */
  afterBanner: (() => void) | null;
  /** What must still happen if the form is closed before then (LeadForm: /thank-you). */
  ifClosed: (() => void) | null;
}

export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const live = useRef<Live>({ sending: false, key: '', mounted: true, afterBanner: null, ifClosed: null });

  useEffect(() => {
    const s = live.current;
    s.mounted = true;
    return () => {
      s.mounted = false;
      const closed = s.ifClosed;
      s.ifClosed = null;
      closed?.();
    };
  }, []);

  // The time counts from when the banner is on screen, not from when it was asked for (on a busy
  // phone the render can lag the answer by a few hundred milliseconds), nor from when the page is
  // next free: a layout effect starts it in the commit that shows the banner, where a passive
  // effect waited behind whatever work came next (up to a second in CI: a banner of 3.9 s).
  useLayoutEffect(() => {
    if (!outcome || !live.current.afterBanner) return;
    const timer = setTimeout(() => live.current.afterBanner?.(), BANNER_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  /**
   * Sends with this submission's key, unless a send is already on its way (then nothing, and
   * undefined). The submission ends with `finish` or `flash`. `post` should resolve whatever
   * the answer (the submit functions do): a rejection leaves the form busy.
   */
  function send<T>(post: (key: string) => Promise<T>): Promise<T> | undefined {
    const s = live.current;
    if (s.sending) return undefined;
    s.sending = true;
    setBusy(true);
    setOutcome(null);
    return (async () => {
      // Loaded with the request code, which the download and data-request pages load on submit only.
      s.key ||= (await import('../../lib/leads/submit')).newIdempotencyKey();
      return post(s.key);
    })();
  }

  /** Shows the outcome until the next send, which may follow at once with the same key: a
   *  request stored although its answer was lost is then answered as the duplicate it is. */
  function finish(o: Outcome) {
    const s = live.current;
    s.sending = false;
    s.afterBanner = null;
    setBusy(false);
    setOutcome(o);
  }

  /**
   * Shows the banner for BANNER_MS, then starts over (a new key, free to send) and runs `then`.
   * A form closed before then runs `ifClosed` instead: at once if it was closed while the
   * request was on its way.
   */
  function flash(o: Outcome, then: () => void, ifClosed?: () => void) {
    const s = live.current;
    if (!s.mounted) {
      ifClosed?.();
      return;
    }
    s.ifClosed = ifClosed ?? null;
    s.afterBanner = () => {
      s.ifClosed = null;
      s.afterBanner = null;
      s.key = '';
      s.sending = false;
      setBusy(false);
      setOutcome(null);
      then();
    };
    setOutcome(o);
  }

  return { busy, outcome, send, finish, flash };
}
