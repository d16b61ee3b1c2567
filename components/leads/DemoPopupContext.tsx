// The lead popups as the browser's own elements: each is a server-rendered <dialog> holding a
// server-rendered <form>, opened by invoker buttons (`command="show-modal"`), so a tap opens it
// and its fields take typing from the moment the page is painted, before any script. The
// browser makes it modal: focus inside, Escape closes it and gives focus back to the opener.
// The script enhances the form (validation, the phone widget, states, the captcha, the post)
// when the visitor shows intent: a tap on an opener, a focus or tap inside the dialog.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { LEAD_DEFAULTS, POPUP_SLUGS, TEXTS } from '../../lib/constants';
import type { ContactData, PopUp } from '../../lib/cms/types';
import type { FormTexts } from '../../lib/cms/formTexts';
import type { PopupKind } from '../../lib/layout';
import type { LeadSource } from '../../lib/leads/source';
import { useLayout } from '../common/LayoutContext';
import { usePageFormTexts } from './FormTexts';
import { PlainEnterpriseForm, PlainLeadForm, readPlainForm, type PlainValues } from './PlainForms';
import type { carryOver } from './carryOver';
import styles from './popup.module.scss';

// The invoker commands (HTML's `command` / `commandfor`, Chromium 135+): React passes them
// through as they are written; the types do not know them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration merges only with the same type parameter
  interface ButtonHTMLAttributes<T> { command?: string; commandfor?: string }
}

/** The id of a popup's dialog, which its openers name. */
const dialogId = (kind: PopupKind) => `lead-dialog-${kind}`;
const OPENER_SELECTOR = '[commandfor^="lead-dialog-"]';

interface OpenerProps {
  kind: PopupKind;
  /** Lead-source values the form sends when this button opened it (spec §3); spec defaults fill the gaps. */
  source?: LeadSource;
  className?: string;
  title?: string;
  /** Anything else the tap does (a slide-in menu closes itself). */
  onClick?: () => void;
  children: ReactNode;
}

/** A button that opens a lead popup without script (the browser's invoker command). */
export function DemoPopupOpener({ kind, source, className, title, onClick, children }: OpenerProps) {
  const values = source && Object.values(source).some(Boolean) ? JSON.stringify(source) : undefined;
  return (
    <button type="button" command="show-modal" commandfor={dialogId(kind)} data-lead-source={values} className={className} title={title} onClick={onClick}>
      {children}
    </button>
  );
}

/** Opens a popup from script (the admin's Preview of a popup). */
export const useOpenPopup = () => useCallback((kind: PopupKind) => {
  const dialog = document.getElementById(dialogId(kind)) as HTMLDialogElement | null;
  if (dialog && !dialog.open) dialog.showModal();
}, []);

const slugOf = (kind: PopupKind) =>
  kind === 'referAndEarn' ? POPUP_SLUGS.referAndEarn : kind === 'enterpriseLead' ? POPUP_SLUGS.enterpriseLead : POPUP_SLUGS.headerFreeDemoClass;

// The enhanced forms, loaded once per page view on the first intent (chunk names: next.config.ts).
const loaders = {
  lead: () => import(/* webpackChunkName: "lead-form" */ './LeadForm').then((m) => ({ Form: m.default as ComponentType<EnhancedProps>, carry: m.carryOver })),
  enterprise: () => import(/* webpackChunkName: "enterprise-form" */ './EnterpriseDemoForm').then((m) => ({ Form: m.default as ComponentType<EnhancedProps>, carry: m.carryOver })),
};
type FormKind = keyof typeof loaders;
type Loaded = { Form: ComponentType<EnhancedProps>; carry: typeof carryOver };
const loading: Partial<Record<FormKind, Promise<Loaded>>> = {};
function loadForm(kind: FormKind) {
  loading[kind] ??= loaders[kind]().catch((error: unknown) => { delete loading[kind]; throw error; });
  return loading[kind];
}
const formOf = (kind: PopupKind): FormKind => (kind === 'enterpriseDemo' ? 'enterprise' : 'lead');

/** What an enhanced form takes over from the plain one. */
interface EnhancedProps {
  source: LeadSource;
  referAndEarn: boolean;
  contacts: ContactData | null;
  initialValues?: PlainValues;
  onSuccess: () => void;
}

const readSource = (el: Element | null | undefined): LeadSource | undefined => {
  const text = el?.getAttribute('data-lead-source');
  try { return text ? (JSON.parse(text) as LeadSource) : undefined; } catch { return undefined; }
};

interface DialogProps {
  kind: PopupKind; popup: PopUp | undefined; forms: FormTexts | null; contacts: ContactData | null; defaultSource: LeadSource;
}
type Enhanced = Loaded & { initialValues?: PlainValues };

function LeadDialog({ kind, popup, forms, contacts, defaultSource }: DialogProps) {
  const id = dialogId(kind);
  const dialog = useRef<HTMLDialogElement>(null);
  // The plain form, kept once React takes it away (its fields hold what was typed), and its focused field.
  const plain = useRef<HTMLFormElement | null>(null);
  const focused = useRef<string | undefined>(undefined);
  const [source, setSource] = useState(defaultSource);
  const [wanted, setWanted] = useState(false);
  const submitted = useRef(false);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  // A new form each time the dialog closes (spec: a closed popup forgets what was typed).
  const [round, setRound] = useState(0);

  useEffect(() => {
    const el = dialog.current!;
    // A transition: the dialog's opening focuses its first field, and a focus is an update React
    // renders at once, with its effects (the form's code fetched), before the dialog is painted.
    const want = (e?: Event) => {
      if (e?.type === 'focusin') focused.current = (e.target as HTMLInputElement).name || focused.current;
      startTransition(() => setWanted(true));
    };
    const onCommand = (e: Event) => {
      const { command, source: opener } = e as Event & { command?: string; source?: Element | null };
      if (command !== 'show-modal') return;
      startTransition(() => setSource(readSource(opener) ?? defaultSource));
      want();
    };
    const onClose = () => { submitted.current = false; setRound((r) => r + 1); setEnhanced((x) => x && { Form: x.Form, carry: x.carry }); };
    const stop = new AbortController();
    const events: [string, EventListener][] = [['command', onCommand], ['focusin', want], ['pointerdown', want], ['close', onClose]];
    for (const [type, fn] of events) el.addEventListener(type, fn, { signal: stop.signal });
    // Opened before this script came: the visitor is on the form already.
    if (el.open) want();
    return () => stop.abort();
  }, [defaultSource]);

  useEffect(() => {
    if (!wanted || enhanced) return;
    let live = true;
    loadForm(formOf(kind)).then((loaded) => {
      if (!live) return;
      // Rendered in a transition, in slices that keys come between (in one task it held a slowed phone 350 ms); the plain
      // form takes typing till the commit. A close meanwhile applies after it (React keeps the updates' order): a fresh form.
      const { values, focused: now } = readPlainForm(plain.current);
      focused.current = now;
      startTransition(() => setEnhanced({ ...loaded, initialValues: values }));
    }, () => { if (live) setWanted(false); });
    return () => { live = false; };
  }, [wanted, enhanced, kind]);

  // In the task that commits the enhanced form: what was typed since is carried into it, the caret stays, a held press submits it.
  useLayoutEffect(() => {
    const form = dialog.current?.querySelector('form');
    // Only the commit that puts the enhanced form in the plain one's place has the values it took.
    if (!enhanced?.initialValues || !form) return;
    enhanced.carry(enhanced.initialValues, readPlainForm(plain.current).values, form);
    const field = focused.current ? form.querySelector<HTMLInputElement>(`[name="${focused.current}"]`) : null;
    field?.focus(); try { field?.setSelectionRange(field.value.length, field.value.length); } catch { /* not a text field */ }
    if (submitted.current) { submitted.current = false; form.requestSubmit(); }
  }, [enhanced]);

  const words = popup ?? { sectionTitle: TEXTS.demoPopupTitle, captionPlain: '', captionHighlight: '', marketingLine: '', slugText: '', backgroundImage: null };
  const referAndEarn = kind === 'referAndEarn';
  const formSource = referAndEarn ? { sub_source: LEAD_DEFAULTS.footerSubSource, ...source } : source;
  let form: ReactNode = null;
  if (enhanced) {
    const [onSuccess, initialValues] = [() => dialog.current?.close(), enhanced.initialValues];
    form = <enhanced.Form key={round} source={formSource} {...{ referAndEarn, contacts, onSuccess, initialValues }} />;
  } else if (forms) {
    const Plain = kind === 'enterpriseDemo' ? PlainEnterpriseForm : PlainLeadForm;
    form = <Plain key={round} ref={(el: HTMLFormElement | null) => { if (el) plain.current = el; }} t={forms} idPrefix={`${id}-plain`} onIntent={(pressed) => { submitted.current ||= Boolean(pressed); setWanted(true); }} />;
  }
  return (
    <dialog id={id} ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
      <button type="button" command="close" commandfor={id} className={styles.close} aria-label="Close">×</button>
      <div className={styles.left} style={words.backgroundImage ? { backgroundImage: `url(${words.backgroundImage.url})` } : undefined}>
        <h2 id={`${id}-title`}>{words.sectionTitle || TEXTS.demoPopupTitle}</h2>
        <p className={styles.caption}>{words.captionPlain}{words.captionHighlight && <mark>{words.captionHighlight}</mark>}</p>
        {words.marketingLine && <p>{words.marketingLine}</p>}
        {words.slugText && <p className={styles.tagline}>{words.slugText}</p>}
      </div>
      <div className={styles.right}>{form}</div>
    </dialog>
  );
}

interface Props {
  children: ReactNode;
  contacts: ContactData | null;
  /** The popups' words from the page props, by slug. */
  popups?: Partial<Record<string, PopUp>>;
}

// Which dialogs a page carries: its header's, its content buttons', the standard footer's
// refer-and-earn; every one in the admin's Preview (`?popup=`).
const ALL_KINDS: PopupKind[] = ['header', 'referAndEarn', 'enterpriseLead', 'enterpriseDemo'];

/** The page's lead dialogs, after its contents. */
export function DemoPopupProvider({ children, contacts, popups = {} }: Props) {
  const layout = useLayout();
  const forms = usePageFormTexts();
  const { isPreview } = useRouter();
  const kinds = isPreview ? ALL_KINDS : [...new Set<PopupKind>([
    layout.header === 'enterprise' ? 'enterpriseDemo' : 'header',
    layout.ctaPopup,
    ...(layout.footer === 'standard' ? ['referAndEarn' as const] : []),
  ])];
  useIntentOnOpeners();
  return (
    <>
      {children}
      {kinds.map((kind) => (
        <LeadDialog
          key={kind} kind={kind} popup={popups[slugOf(kind)]} forms={forms} contacts={contacts}
          defaultSource={kind === layout.ctaPopup ? layout.leadSource : NO_SOURCE}
        />
      ))}
    </>
  );
}
const NO_SOURCE: LeadSource = {};

/**
 * A press on any opener starts loading its form's code, ahead of the click that opens it. In a
 * task of its own: adding the form's seven script elements took 11-22 ms of a slowed phone's main
 * thread, which inside the press delayed the click and the dialog's paint behind it; a timer task
 * yields to the input that follows.
 */
function useIntentOnOpeners() {
  useEffect(() => {
    const onPress = (e: Event) => {
      const target = (e.target as Element | null)?.closest?.(OPENER_SELECTOR);
      const kind = target?.getAttribute('commandfor')?.slice('lead-dialog-'.length) as PopupKind | undefined;
      if (kind) setTimeout(() => void loadForm(formOf(kind)).catch(() => {}), 0);
    };
    const stop = new AbortController();
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, onPress, { capture: true, passive: true, signal: stop.signal });
    return () => stop.abort();
  }, []);
}
