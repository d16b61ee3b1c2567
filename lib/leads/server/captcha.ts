// Captcha verification behind an interface: always Google's siteverify, with the configured
// secret or, on a developer's machine, Google's published test secret (lib/env): no token passes
// unless siteverify says so. When siteverify gives no verdict at all (no network, a timeout, a
// 5xx, an answer that is not Google's JSON), the verdict is 'unreachable': the gateway then keeps
// the lead held instead of refusing a real visitor for Google's outage.
// Tests replace Google at the boundary (a stub siteverify server via RECAPTCHA_VERIFY_URL).
type Verdict = 'pass' | 'fail' | 'unreachable';

export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<{ verdict: Verdict; reason?: string }>;
}

interface GoogleVerifierOptions { secret: string; verifyUrl: string; hostnames: string[]; timeoutMs?: number; fetch?: typeof fetch }

export function googleVerifier(opts: GoogleVerifierOptions): CaptchaVerifier {
  const doFetch = opts.fetch ?? fetch;
  return {
    async verify(token, remoteIp) {
      if (!token) return { verdict: 'fail', reason: 'missing token' };
      const form = new URLSearchParams({ secret: opts.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: unknown; hostname?: string; 'error-codes'?: string[] };
      try {
        const res = await doFetch(opts.verifyUrl, {
          method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        // Google answers every well-formed request 200 with its verdict; anything else is not one.
        if (!res.ok) return { verdict: 'unreachable', reason: `siteverify answered ${res.status}` };
        body = await res.json();
        if (typeof body?.success !== 'boolean') return { verdict: 'unreachable', reason: 'siteverify answered no verdict' };
      } catch (err) {
        return { verdict: 'unreachable', reason: `siteverify unreachable: ${(err as Error).message}` };
      }
      if (body.success !== true) return { verdict: 'fail', reason: `rejected: ${(body['error-codes'] ?? []).join(',')}` };
      if (opts.hostnames.length && !opts.hostnames.includes(String(body.hostname))) return { verdict: 'fail', reason: `hostname ${body.hostname}` };
      return { verdict: 'pass' };
    },
  };
}
