// Where the visit came from: the landing page's UTM parameters and referrer, kept for the
// visit (sessionStorage) so a lead sent from any later page still names its campaign.
// Tiny and dependency-free: it runs on landing, when pages/_app.tsx's module runs.
export const ATTRIBUTION_KEY = 'maven.attribution';
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface Attribution {
  utm: Partial<Record<(typeof UTM_PARAMS)[number], string>>;
  /** Another site's address that brought the visitor, if any. */
  referrer?: string;
  landingPath?: string;
}

/** Parses a landing address; undefined when it carries nothing worth keeping. */
export function attributionOf(href: string, referrer: string): Attribution | undefined {
  const url = new URL(href);
  const utm: Attribution['utm'] = {};
  for (const p of UTM_PARAMS) {
    const v = url.searchParams.get(p);
    if (v) utm[p] = v.slice(0, 100);
  }
  let ref: string | undefined;
  try {
    if (referrer && new URL(referrer).origin !== url.origin) ref = referrer.slice(0, 300);
  } catch { /* not a URL */ }
  if (!Object.keys(utm).length && !ref) return undefined;
  return { utm, ...(ref ? { referrer: ref } : {}), landingPath: url.pathname };
}

/** First page of the visit wins; later pages do not overwrite it. */
export function captureAttribution(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY) !== null) return;
    const a = attributionOf(window.location.href, document.referrer);
    sessionStorage.setItem(ATTRIBUTION_KEY, a ? JSON.stringify(a) : '');
  } catch { /* storage disabled: no attribution */ }
}

export function readAttribution(): Attribution | undefined {
  try {
    const raw = sessionStorage.getItem(ATTRIBUTION_KEY);
    return raw ? (JSON.parse(raw) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
