// Conversions back to the ad platforms: a lead whose visitor came from an ad (a click id
// in a touch) and who ticked the ad-measurement opt-in is sent, server-side, from the same durable
// queue as the CMS and the webhook, to Google Ads (an offline click conversion with enhanced
// conversions for leads: ConversionUploadService.UploadClickConversions over REST) and to Meta's
// Conversions API. No pixel, no third-party script in the page. Email and phone leave only
// normalised and SHA-256 hashed, as each platform documents.
import { createHash } from 'node:crypto';
import { clickOf, dataOf, GOOGLE_CLICK_IDS, META_CLICK_IDS } from './adConsent';
import { answered, networkError, outcomeOf, post, type Sender, type SendOutcome } from './destinations';
import type { LeadsConfig } from './config';
import type { LeadRow } from './queue';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** Google: trimmed, lower case; a gmail.com / googlemail.com local part without its dots. */
function googleEmailHash(email: string): string {
  const [local, domain] = email.trim().toLowerCase().split('@');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return sha256(`${gmail ? local.replace(/\./g, '') : local}@${domain}`);
}
/** Google: E.164 ('+91-98765-43210' → '+919876543210'). */
const googlePhoneHash = (phone: string) => sha256(`+${phone.replace(/\D/g, '')}`);
/** Meta: trimmed, lower case. */
const metaEmailHash = (email: string) => sha256(email.trim().toLowerCase());
/** Meta: digits only, country code first, no leading zeros ('+91-98765-43210' → '919876543210'). */
const metaPhoneHash = (phone: string) => sha256(phone.replace(/\D/g, '').replace(/^0+/, ''));

/**
 * A platform sent one lead a request (a refused lead refuses no neighbour), a few at once; asked
 * whether it is back with any answer under 500.
 */
const onePerLead = (destination: 'google' | 'meta', post: (lead: LeadRow) => Promise<SendOutcome>, ask: () => Promise<Response>): Sender => ({
  destination, batchSize: 10, gatherMs: 1_000, send: (leads) => Promise.all(leads.map(post)), probe: () => answered(ask()),
});

/** 'yyyy-mm-dd hh:mm:ss+00:00', the format Google's conversionDateTime takes. */
const googleTime = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')}+00:00`;

/** Google Ads' variables, all set (conversionSenders checks); the login customer is optional. */
type GoogleAds = { [K in Exclude<Extract<keyof LeadsConfig, `GOOGLE_${string}`>, 'GOOGLE_ADS_LOGIN_CUSTOMER_ID'>]-?: string }
  & Pick<LeadsConfig, 'GOOGLE_ADS_LOGIN_CUSTOMER_ID'>;
type Meta = { [K in Exclude<Extract<keyof LeadsConfig, `META_${string}`>, 'META_TEST_EVENT_CODE'>]-?: string } & Pick<LeadsConfig, 'META_TEST_EVENT_CODE'>;

/** The ClickConversion of one lead (REST JSON names). */
function googleConversion(lead: LeadRow, c: GoogleAds) {
  const data = dataOf(lead);
  const click = clickOf(data, GOOGLE_CLICK_IDS)!;
  // Google takes hashed identifiers with a gclid only (not with gbraid / wbraid).
  const identifiers = click.id !== 'gclid' ? [] : [
    ...(data.email ? [{ hashedEmail: googleEmailHash(data.email) }] : []),
    ...(data.mobileNumber ? [{ hashedPhoneNumber: googlePhoneHash(data.mobileNumber) }] : []),
  ];
  return {
    [click.id]: click.value,
    conversionAction: `customers/${c.GOOGLE_ADS_CUSTOMER_ID}/conversionActions/${c.GOOGLE_ADS_CONVERSION_ACTION_ID}`,
    conversionDateTime: googleTime(lead.createdAt),
    orderId: lead.idempotencyKey,
    ...(identifiers.length ? { userIdentifiers: identifiers } : {}),
    consent: { adUserData: 'GRANTED' },
  };
}

/** Google Ads: an OAuth access token from the refresh token, then one upload per lead. */
function googleAdsSender(c: GoogleAds, timeoutMs: number): Sender {
  let token: { value: string; until: number } | null = null;
  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.until) return token.value;
    const res = await fetch(c.GOOGLE_OAUTH_TOKEN_URL, {
      method: 'POST', signal: AbortSignal.timeout(timeoutMs),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token', client_id: c.GOOGLE_ADS_CLIENT_ID, client_secret: c.GOOGLE_ADS_CLIENT_SECRET, refresh_token: c.GOOGLE_ADS_REFRESH_TOKEN,
      }),
    });
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !json.access_token) throw new Error(`Google OAuth ${res.status}`);
    // A minute early, so a token never expires between this check and Google's.
    token = { value: json.access_token, until: Date.now() + ((json.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }
  const url = `${c.GOOGLE_ADS_API_URL.replace(/\/$/, '')}/${c.GOOGLE_ADS_API_VERSION}/customers/${c.GOOGLE_ADS_CUSTOMER_ID}:uploadClickConversions`;
  async function upload(lead: LeadRow): Promise<SendOutcome> {
    const bearer = await accessToken().catch(networkError);
    if (typeof bearer !== 'string') return bearer;
    const headers = {
      'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'developer-token': c.GOOGLE_ADS_DEVELOPER_TOKEN,
      ...(c.GOOGLE_ADS_LOGIN_CUSTOMER_ID ? { 'login-customer-id': c.GOOGLE_ADS_LOGIN_CUSTOMER_ID } : {}),
    };
    // Google requires partial failure for conversion uploads: a refused conversion answers 200
    // with an empty result and the reason in partialFailureError.
    const body = JSON.stringify({ conversions: [googleConversion(lead, c)], partialFailure: true });
    return post('Google Ads', url, { headers, body, timeoutMs }, (res, text) => {
      if (res.status === 401) token = null;
      if (!res.ok) return outcomeOf('Google Ads', res, text);
      const answer = JSON.parse(text) as { results?: object[]; partialFailureError?: { message?: string } };
      if (answer.results?.[0] && Object.keys(answer.results[0]).length) return { ok: true, status: res.status };
      const why = String(answer.partialFailureError?.message ?? 'no result').slice(0, 200);
      return { ok: false, permanent: true, status: 400, error: `Google Ads refused: ${why}` };
    });
  }
  return onePerLead('google', upload, () => fetch(c.GOOGLE_ADS_API_URL, { method: 'HEAD', signal: AbortSignal.timeout(2_000) }));
}

/** The Conversions API event of one lead. */
function metaEvent(lead: LeadRow) {
  const data = dataOf(lead);
  const click = clickOf(data, META_CLICK_IDS)!;
  // fbc as the Pixel writes it: fb.<subdomain index>.<when the click id was first seen, ms>.<fbclid>.
  const seen = Date.parse(click.touch.at ?? '') || lead.createdAt.getTime();
  return {
    event_name: 'Lead',
    event_time: Math.floor(lead.createdAt.getTime() / 1000),
    // The lead's idempotency key: Meta keeps one event per event_id, so a retry is not a second lead.
    event_id: lead.idempotencyKey,
    // Sent by the lead system after the lead was accepted, without the browser's user agent
    // (not kept: data minimisation), which Meta requires of 'website' events.
    action_source: 'system_generated',
    ...(data.url ? { event_source_url: data.url } : {}),
    user_data: {
      ...(data.email ? { em: [metaEmailHash(data.email)] } : {}),
      ...(data.mobileNumber ? { ph: [metaPhoneHash(data.mobileNumber)] } : {}),
      fbc: `fb.1.${seen}.${click.value}`,
    },
  };
}

/** Meta's Conversions API: one event per request. */
function metaSender(c: Meta, timeoutMs: number): Sender {
  const url = `${c.META_GRAPH_API_URL.replace(/\/$/, '')}/${c.META_GRAPH_API_VERSION}/${c.META_PIXEL_ID}/events`;
  const send = (lead: LeadRow) => post('Meta', url, {
    headers: { 'content-type': 'application/json' }, timeoutMs,
    // The token in the body, as Meta documents it, not in the URL (which logs keep).
    body: JSON.stringify({
      data: [metaEvent(lead)], access_token: c.META_CAPI_ACCESS_TOKEN,
      ...(c.META_TEST_EVENT_CODE ? { test_event_code: c.META_TEST_EVENT_CODE } : {}),
    }),
  });
  return onePerLead('meta', send, () => fetch(c.META_GRAPH_API_URL, { method: 'HEAD', signal: AbortSignal.timeout(2_000) }));
}

/** The ad platforms' senders that are configured (each off until all its variables are set). */
export function conversionSenders(c: LeadsConfig, timeoutMs: number): Sender[] {
  const google = c.GOOGLE_ADS_CUSTOMER_ID && c.GOOGLE_ADS_CONVERSION_ACTION_ID && c.GOOGLE_ADS_DEVELOPER_TOKEN
    && c.GOOGLE_ADS_CLIENT_ID && c.GOOGLE_ADS_CLIENT_SECRET && c.GOOGLE_ADS_REFRESH_TOKEN;
  return [
    ...(google ? [googleAdsSender(c as GoogleAds, timeoutMs)] : []),
    ...(c.META_PIXEL_ID && c.META_CAPI_ACCESS_TOKEN ? [metaSender(c as Meta, timeoutMs)] : []),
  ];
}
