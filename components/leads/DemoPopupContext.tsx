import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { TEXTS } from '../../lib/constants';
import type { ContactData } from '../../lib/cms/types';
import type { PopupKind } from '../../lib/layout';
import type { LeadSource } from '../../lib/leads/source';
import { whenIdle } from '../../lib/perf/idle';
import { useLayout } from '../common/LayoutContext';
import BusyDots from '../widgets/BusyDots';
import styles from './popup.module.scss';

/**
 * Which popup opens: the header's free demo, the footer's refer-and-earn, the enterprise
 * header's demo (submits nothing, spec §2) or the enterprise lead form of enterprise
 * call-to-actions.
 */

/** Opens a popup; `source`: the lead-source values of the button that opened it (spec §3). */
type Open = (kind: PopupKind, source?: LeadSource) => void;
const OpenPopup = createContext<Open>(() => {});

// The popup's contents (its form, Apollo, the phone and captcha libraries) stay out of first-load
// JavaScript. The dialog's frame, title and busy state are here, so a click shows them in the
// next frame whatever the network does (issue 38: a slow phone showed nothing for 2.8–3.7 s).
const loadPopup = () => import('./DemoPopup');
const DemoPopup = lazy(loadPopup);

/**
 * Loads what the form needs before the click: its code, the popup's words from the CMS, its
 * image, the default country's states. Once per page view; a failure leaves it to the click.
 */
let preparing: Promise<unknown> | undefined;
/** The contents once loaded: rendered at once, not through a lazy component's suspend and retry. */
let Loaded: Awaited<ReturnType<typeof loadPopup>>['default'] | undefined;
function prepare(kinds: PopupKind[], apolloState: Record<string, unknown> | undefined, preview: boolean) {
  preparing ??= loadPopup()
    .then((m) => { Loaded = m.default; return m.preparePopup(kinds, apolloState, preview); })
    .catch(() => { preparing = undefined; });
}

declare global {
  // webpack's own API (https://webpack.js.org/api/module-methods/#requireensure); not in @types/node.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS { interface Require { ensure?(deps: string[], done: () => void, failed: () => void): void } }
}

/**
 * Downloads the contents' code without running it (webpack's `require.ensure` loads a chunk
 * group and evaluates none of its modules; `import()` of the same module then finds the chunks
 * installed). Network only: the ~245 kB gz took 1.4 s of slow 4G after the click (issue 38).
 * Outside webpack (unit tests) there is nothing to fetch.
 */
let fetching = false;
function fetchPopupCode() {
  if (fetching || typeof require.ensure !== 'function') return;
  fetching = true;
  require.ensure(['./DemoPopup'], () => {}, () => { fetching = false; });
}

/**
 * When to fetch and when to prepare. The code is fetched at the first idle moment after load,
 * or at the first touch, pointer or key press if that comes sooner. It is run (prepare) only
 * once the page has loaded and settled: evaluating it is a long task (~300 ms at 4× CPU). 1.5 s
 * after load it fell inside the load Lighthouse measures and raised TBT of `/` from 3 to 447 ms
 * (devtools); SETTLE_MS keeps it after that. Run on a touch, it held the click that followed (and
 * so the dialog) for 350 ms; a click before SETTLE_MS runs it after the dialog has painted.
 */
const SETTLE_MS = 4000;
function usePrepareWhenIdle(kinds: PopupKind[], apolloState: Record<string, unknown> | undefined, preview: boolean) {
  const kindList = kinds.join(' ');
  useEffect(() => {
    const go = () => prepare(kindList.split(' ') as PopupKind[], apolloState, preview);
    const intents = ['touchstart', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const e of intents) addEventListener(e, fetchPopupCode, { capture: true, passive: true, once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancels: (() => void)[] = [];
    const afterLoad = () => {
      cancels.push(whenIdle(fetchPopupCode, 1000));
      timer = setTimeout(() => cancels.push(whenIdle(go, 2000)), SETTLE_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
    return () => {
      for (const e of intents) removeEventListener(e, fetchPopupCode, { capture: true });
      removeEventListener('load', afterLoad);
      clearTimeout(timer);
      for (const cancel of cancels) cancel();
    };
  }, [kindList, apolloState, preview]);
}

const FALLBACK_TITLE: Record<PopupKind, string> = {
  header: TEXTS.demoPopupTitle, referAndEarn: TEXTS.demoPopupTitle,
  enterpriseDemo: TEXTS.demoPopupTitle, enterpriseLead: TEXTS.enterpriseLeadTitle,
};

/** What the dialog shows until its contents have loaded: the title and a busy state. */
function Loading({ kind }: { kind: PopupKind }) {
  return (
    <>
      <div className={styles.left}><h2 id="popup-title">{FALLBACK_TITLE[kind]}</h2></div>
      <div className={`${styles.right} ${styles.loading}`} role="status" aria-busy="true">
        <BusyDots label="Loading the form" />
      </div>
    </>
  );
}

interface Props { children: ReactNode; apolloState?: Record<string, unknown>; contacts: ContactData | null }

interface DialogProps {
  kind: PopupKind; source: LeadSource; contacts: ContactData | null; apolloState?: Record<string, unknown>; onClose: () => void;
  /** Runs the contents' code and asks for their words (once the dialog has painted). */
  prepare: () => void;
}

/**
 * Runs `fn` once the browser has painted the next frame (a task posted from that frame's
 * animation callback runs after its paint); returns its cancel. React flushes the effects of a
 * click's render before the paint, so work started there would hold the dialog's first frame.
 */
function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => { timer = setTimeout(fn, 0); });
  return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
}

function PopupDialog({ kind, prepare, ...rest }: DialogProps) {
  const { onClose } = rest;
  const contents = { kind, ...rest };
  const ref = useRef<HTMLDialogElement>(null);
  // The contents render in a transition, after the frame (title, busy state) has painted: the form
  // took 440 ms of a slow phone's CPU in one task when it rendered with the click, so even with
  // its code loaded the click showed nothing for that long. A transition renders in slices.
  const [showContents, setShowContents] = useState(false);
  useEffect(() => afterPaint(() => { prepare(); startTransition(() => setShowContents(true)); }), [prepare]);
  // Before the browser paints the commit of the click: the dialog is modal in that same frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // Native <dialog> with showModal(): focus moves in (the close button, first), stays inside,
    // Escape fires `cancel`, and closing returns focus to the opener.
    <dialog ref={ref} className={styles.dialog} aria-labelledby="popup-title" onCancel={(e) => { e.preventDefault(); onClose(); }} onClose={onClose}>
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>×</button>
      <Suspense fallback={<Loading kind={kind} />}>
        {!showContents ? <Loading kind={kind} /> : Loaded ? <Loaded {...contents} /> : <DemoPopup {...contents} />}
      </Suspense>
    </dialog>
  );
}

export function DemoPopupProvider({ children, apolloState, contacts }: Props) {
  const [open, setOpen] = useState<{ kind: PopupKind; source: LeadSource } | null>(null);
  const layout = useLayout();
  const { isPreview } = useRouter();
  usePrepareWhenIdle(layout.ctaPopup === 'header' ? ['header'] : ['header', layout.ctaPopup], apolloState, isPreview);
  const show = useCallback<Open>((kind, source = {}) => setOpen({ kind, source }), []);
  const kind = open?.kind;
  const prepareOpen = useCallback(() => { if (kind) prepare([kind], apolloState, isPreview); }, [kind, apolloState, isPreview]);
  return (
    <OpenPopup.Provider value={show}>
      {children}
      {open && (
        <PopupDialog
          kind={open.kind} source={open.source} contacts={contacts} apolloState={apolloState}
          prepare={prepareOpen} onClose={() => setOpen(null)}
        />
      )}
    </OpenPopup.Provider>
  );
}

export const useOpenPopup = () => useContext(OpenPopup);
