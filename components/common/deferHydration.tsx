import Router from 'next/router';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../lib/perf/idle';

/**
 * Parts of a page a first paint does not need to be interactive (footers, floating widgets, the
 * route loader, a form below the fold, CMS images): the server renders them whole, but their code
 * is not first-load JavaScript (≤ 20 kB gz over a bare Next app).
 *
 * In the browser the server's HTML of the part stays as it is, links working, while React keeps
 * an empty placeholder over it (a wrapper with `dangerouslySetInnerHTML`, which hydration leaves
 * alone). Once the code has come, React renders the part into the wrapper, the same markup in the
 * same commit, so nothing moves (CLS 0) and assistive technology reads the same HTML throughout.
 * Not React's selective hydration (a Suspense boundary around a lazy component): React 19's
 * server outlines such a boundary once the page before it passes 12.8 kB and completes it with
 * inline scripts, which the CSP (no 'unsafe-inline') refuses.
 *
 * The code loads at the earliest of: the visitor points at, touches, focuses or types in the part,
 * a client navigation starts, and by its `wake`: it comes within 200 px of the viewport
 * (`visible`: a visit that never scrolls there never runs it), or the browser's first idle moment
 * after the load event (`idle`: parts in view from the start). Typed text, focus and an open popover carry
 * over; a click meanwhile is the server HTML's own (a link follows, a native dialog or popover
 * opener opens), never held.
 * `static` parts (images, footers) keep the server's HTML for good: nothing in them needs code.
 */
type Wake = 'visible' | 'idle' | 'static';

let navigating: Promise<void> | undefined;
/** When a client navigation starts: the next page renders its parts with their code. */
function navigationWake(): Promise<void> {
  navigating ??= new Promise<void>((resolve) => {
    const onRoute = () => { Router.events.off('routeChangeStart', onRoute); resolve(); };
    Router.events.on('routeChangeStart', onRoute);
  });
  return navigating;
}
let idle: Promise<void> | undefined;
/** After the load event and an idle moment. */
function idleWake(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => { whenIdle(() => resolve(), 2000); };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/** The server's HTML, left as it is by hydration (React does not look inside). */
const KEEP_SERVER_HTML = { __html: '' };
/** True until the page's first render has committed: parts rendered in it have server HTML. */
let firstRender = true;

const FIELDS = 'input, textarea, select';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A box's state is whether it is ticked; any other field's is its text. */
const isBox = (f: Field): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');
const stateOf = (f: Field) => (isBox(f) ? f.checked : f.value);
const FOCUSABLE = 'a[href], button, input, textarea, select';
const POPOVERS = '[popover]';
const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `load`: the part's module, for the browser. `onServer`: the same component, for the server
 * only: callers pass `typeof window === 'undefined' ? require(…).default : undefined`, a branch the
 * browser's build drops (Next's compiler replaces `typeof window`), so it adds nothing there.
 */
export function deferHydration<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>, wake: Wake, onServer: ComponentType<P> | undefined,
): ComponentType<P> {
  let wakeUp!: () => void;
  const woken = new Promise<void>((resolve) => { wakeUp = resolve; });
  let loaded: ComponentType<P> | undefined;
  const loadWhenWoken = () => Promise.race([woken, navigationWake(), ...(wake === 'idle' ? [idleWake()] : [])]).then(load).then((m) => (loaded = m.default));

  function Deferred(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const [fromServer] = useState(() => typeof window !== 'undefined' && firstRender && !loaded);
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => (fromServer ? undefined : loaded));
    // What the visitor did to the server's HTML before the part rendered: kept and restored.
    const carried = useRef<{ values: (string | boolean)[]; focus: number; popovers: boolean[] } | null>(null);

    useEffect(() => { firstRender = false; }, []);
    useEffect(() => {
      const el = region.current;
      if (Part || !el || (fromServer && wake === 'static')) return;
      let live = true;
      const go = () => wakeUp();
      for (const e of INTENTS) el.addEventListener(e, go, { capture: true, passive: true });
      // The wrapper has no box (display: contents); the server's elements in it do.
      const seen = wake === 'visible' && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => { if (entries.some((x) => x.isIntersecting)) go(); }, { rootMargin: '200px' })
        : undefined;
      for (const child of el.children) seen?.observe(child);
      // Mounted after the page's first render (a client navigation, an image that neared): nothing
      // of it is on the page until its code comes, so it waits for nothing but the load event (a
      // script asked for before it would hold the page's load).
      if (!fromServer) {
        if (document.readyState === 'complete') go();
        else addEventListener('load', go, { once: true });
      }
      void loadWhenWoken().then((Loaded) => {
        if (!live) return;
        const focusable = [...el.querySelectorAll(FOCUSABLE)];
        carried.current = {
          values: [...el.querySelectorAll<Field>(FIELDS)].map(stateOf),
          focus: focusable.indexOf(document.activeElement as Element),
          popovers: [...el.querySelectorAll(POPOVERS)].map((p) => p.matches(':popover-open')),
        };
        // Rendered in this same task: a render scheduled for later left a window (340 ms with one
        // core busy) in which typed text went into the server's fields after they were read.
        flushSync(() => setPart(() => Loaded));
      });
      return () => {
        live = false;
        for (const e of INTENTS) el.removeEventListener(e, go, { capture: true });
        removeEventListener('load', go);
        seen?.disconnect();
      };
    }, [Part, fromServer]);

    // The part has replaced the server's HTML in this commit: give back text and focus.
    useLayoutEffect(() => {
      const el = region.current;
      const was = carried.current;
      if (!Part || !el || !was) return;
      carried.current = null;
      el.querySelectorAll<Field>(FIELDS).forEach((f, i) => {
        const state = was.values[i];
        if (!isBox(f)) { if (typeof state === 'string' && state) f.value = state; return; }
        // Clicked, not set: the part's own change handler must learn it. A radio is never
        // unticked by a click (the one of its group that the visitor ticked gets clicked instead).
        if (typeof state === 'boolean' && state !== f.checked && (state || f.type === 'checkbox')) f.click();
      });
      // A panel the visitor opened on the server's HTML stays open on the part's.
      el.querySelectorAll<HTMLElement>(POPOVERS).forEach((p, i) => { if (was.popovers[i]) p.showPopover?.(); });
      if (was.focus >= 0) el.querySelectorAll<HTMLElement>(FOCUSABLE)[was.focus]?.focus();
    }, [Part]);

    if (typeof window === 'undefined' && onServer) {
      const Server = onServer;
      return <div className="deferred"><Server {...props} /></div>;
    }
    if (!Part) {
      // Hydrating: the server's HTML stays. A client navigation's new part: empty until its code comes.
      return <div ref={region} className="deferred" dangerouslySetInnerHTML={fromServer ? KEEP_SERVER_HTML : undefined} suppressHydrationWarning />;
    }
    return <div ref={region} className="deferred"><Part {...props} /></div>;
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/**
 * A part with nothing of its own to run (course sections, FAQs; the header of the other screen
 * width): on the first load hydration leaves its server HTML alone (its SmartLinks need no React).
 * Its code is in the page's, so a client navigation renders it at once; it becomes React's when
 * one starts (the next page may give it other props) or once `until` (a media query) matches.
 * Not for parts whose script does something: an image that loads as it nears, a form.
 */
export function ServerHtml({ children, until }: { children: ReactNode; until?: string }) {
  const [kept, setKept] = useState(() => typeof window !== 'undefined' && firstRender && !(until && matchMedia(until).matches));
  useEffect(() => { firstRender = false; }, []);
  useEffect(() => {
    if (!kept) return;
    let live = true;
    const release = () => { if (live) setKept(false); };
    void navigationWake().then(release);
    const media = until ? matchMedia(until) : undefined;
    const onMedia = () => { if (media?.matches) release(); };
    media?.addEventListener('change', onMedia);
    return () => { live = false; media?.removeEventListener('change', onMedia); };
  }, [kept, until]);
  return kept
    ? <div className="deferred" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    : <div className="deferred">{children}</div>;
}
