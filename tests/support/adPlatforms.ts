// Local stand-ins for the ad platforms' conversion endpoints: the real ones cannot be
// reached here. Each checks a request as the platform documents it and answers as the platform
// does: 200 with its usual answer when every check holds, 400 with the list of problems when one
// fails. What each received (and its problems) is kept in memory and answered at
// GET /_stand-in/received, so a journey in another process can read it.
//   Google: OAuth refresh-token exchange (oauth2.googleapis.com/token), then
//           POST /<version>/customers/<id>:uploadClickConversions (Bearer token, developer-token).
//   Meta:   POST /<version>/<pixel id>/events with access_token in the body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOGLE = {
  customerId: '1234567890', conversionActionId: '987654', developerToken: 'stand-in-developer-token',
  clientId: 'stand-in-client.apps.googleusercontent.com', clientSecret: 'stand-in-client-secret', refreshToken: '1//stand-in-refresh',
  accessToken: 'ya29.stand-in-access', version: 'v26',
};
export const META = { pixelId: '112233445566', accessToken: 'EAAB-stand-in-token', version: 'v23.0' };

export interface Received { path: string; headers: http.IncomingHttpHeaders; body: unknown; problems: string[] }
export interface StandIns {
  env: Record<string, string>;
  received(): { google: Received[]; meta: Received[] };
  /** Google answers this gclid as it answers one it cannot match: 200, an empty result, a partial failure. */
  refuseGoogle(gclid: string): void;
  stop(): Promise<void>;
}

const HEX64 = /^[0-9a-f]{64}$/;
const GOOGLE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function checkGoogle(path: string, h: http.IncomingHttpHeaders, body: Record<string, unknown>): string[] {
  const p: string[] = [];
  if (path !== `/${GOOGLE.version}/customers/${GOOGLE.customerId}:uploadClickConversions`) p.push(`path ${path}`);
  if (h.authorization !== `Bearer ${GOOGLE.accessToken}`) p.push('authorization is not the OAuth access token');
  if (h['developer-token'] !== GOOGLE.developerToken) p.push('developer-token');
  if (!String(h['content-type']).startsWith('application/json')) p.push('content-type');
  if (body.partialFailure !== true) p.push('partialFailure must be true');
  const conversions = body.conversions as Record<string, unknown>[] | undefined;
  if (!Array.isArray(conversions) || conversions.length === 0) return [...p, 'conversions[]'];
  for (const c of conversions) {
    const ids = ['gclid', 'gbraid', 'wbraid'].filter((k) => typeof c[k] === 'string' && c[k]);
    if (ids.length !== 1) p.push('exactly one of gclid, gbraid, wbraid');
    if (c.conversionAction !== `customers/${GOOGLE.customerId}/conversionActions/${GOOGLE.conversionActionId}`) p.push('conversionAction');
    if (!GOOGLE_TIME.test(String(c.conversionDateTime))) p.push('conversionDateTime format');
    for (const u of (c.userIdentifiers as Record<string, string>[] | undefined) ?? []) {
      const keys = Object.keys(u);
      if (keys.length !== 1 || !['hashedEmail', 'hashedPhoneNumber'].includes(keys[0]) || !HEX64.test(u[keys[0]])) p.push(`userIdentifier ${JSON.stringify(u)}`);
    }
    if (ids[0] !== 'gclid' && c.userIdentifiers) p.push('user identifiers only with a gclid');
  }
  return p;
}

function checkMeta(path: string, h: http.IncomingHttpHeaders, body: Record<string, unknown>): string[] {
  const p: string[] = [];
  if (path !== `/${META.version}/${META.pixelId}/events`) p.push(`path ${path}`);
  if (body.access_token !== META.accessToken) p.push('access_token');
  if (!String(h['content-type']).startsWith('application/json')) p.push('content-type');
  const events = body.data as Record<string, unknown>[] | undefined;
  if (!Array.isArray(events) || events.length === 0) return [...p, 'data[]'];
  for (const e of events) {
    if (typeof e.event_name !== 'string' || !e.event_name) p.push('event_name');
    if (!Number.isInteger(e.event_time) || String(e.event_time).length !== 10) p.push('event_time in seconds');
    if (typeof e.event_id !== 'string' || !e.event_id) p.push('event_id');
    if (!['website', 'system_generated', 'other', 'email', 'app', 'phone_call', 'chat', 'physical_store', 'business_messaging'].includes(String(e.action_source))) p.push('action_source');
    const u = (e.user_data ?? {}) as Record<string, unknown>;
    for (const k of ['em', 'ph']) if (u[k] !== undefined && !(Array.isArray(u[k]) && (u[k] as string[]).every((v) => HEX64.test(v)))) p.push(`user_data.${k} not SHA-256 hex`);
    if (u.fbc !== undefined && !/^fb\.\d\.\d{13}\..+$/.test(String(u.fbc))) p.push('user_data.fbc format');
  }
  return p;
}

export async function startAdPlatformStandIns(): Promise<StandIns> {
  const google: Received[] = [];
  const meta: Received[] = [];
  const refused = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0];
      const answer = (status: number, json: unknown) => { res.statusCode = status; res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(json)); };
      if (req.method === 'GET' && path === '/_stand-in/received') return answer(200, { google, meta });
      if (req.method === 'HEAD') { res.statusCode = 404; return res.end(); }
      if (path === '/token') {
        const form = new URLSearchParams(raw);
        const ok = req.headers['content-type'] === 'application/x-www-form-urlencoded' && form.get('grant_type') === 'refresh_token'
          && form.get('client_id') === GOOGLE.clientId && form.get('client_secret') === GOOGLE.clientSecret && form.get('refresh_token') === GOOGLE.refreshToken;
        return ok ? answer(200, { access_token: GOOGLE.accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/adwords' })
          : answer(400, { error: 'invalid_grant' });
      }
      let body: Record<string, unknown> = {};
      try { body = JSON.parse(raw); } catch { /* checked below */ }
      if (path.startsWith('/google/')) {
        const gPath = path.slice('/google'.length);
        const problems = checkGoogle(gPath, req.headers, body);
        google.push({ path: gPath, headers: req.headers, body, problems });
        if (problems.length) return answer(400, { error: { code: 400, message: problems.join('; '), status: 'INVALID_ARGUMENT' } });
        const conversions = body.conversions as Record<string, unknown>[];
        const results = conversions.map((c) => (refused.has(String(c.gclid)) ? {} : { gclid: c.gclid, conversionAction: c.conversionAction, conversionDateTime: c.conversionDateTime }));
        const failed = conversions.some((c) => refused.has(String(c.gclid)));
        return answer(200, { results, ...(failed ? { partialFailureError: { code: 3, message: 'The click ID could not be decoded.' } } : {}) });
      }
      if (path.startsWith('/meta/')) {
        const mPath = path.slice('/meta'.length);
        const problems = checkMeta(mPath, req.headers, body);
        meta.push({ path: mPath, headers: req.headers, body, problems });
        if (problems.length) return answer(400, { error: { message: problems.join('; '), type: 'OAuthException', code: 100 } });
        return answer(200, { events_received: (body.data as unknown[]).length, messages: [], fbtrace_id: 'stand-in' });
      }
      answer(404, {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_ADS_CUSTOMER_ID: GOOGLE.customerId, GOOGLE_ADS_CONVERSION_ACTION_ID: GOOGLE.conversionActionId,
      GOOGLE_ADS_DEVELOPER_TOKEN: GOOGLE.developerToken, GOOGLE_ADS_CLIENT_ID: GOOGLE.clientId, GOOGLE_ADS_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ADS_REFRESH_TOKEN: GOOGLE.refreshToken, GOOGLE_ADS_API_URL: `${base}/google`, GOOGLE_ADS_API_VERSION: GOOGLE.version,
      GOOGLE_OAUTH_TOKEN_URL: `${base}/token`,
      META_PIXEL_ID: META.pixelId, META_CAPI_ACCESS_TOKEN: META.accessToken, META_GRAPH_API_URL: `${base}/meta`, META_GRAPH_API_VERSION: META.version,
    },
    received: () => ({ google, meta }),
    refuseGoogle: (gclid) => refused.add(gclid),
    stop: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
