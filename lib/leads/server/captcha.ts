// Captcha verification behind an interface: always Google's siteverify, with the configured
// secret or, on a developer's machine, Google's published test secret (lib/env): no token passes
// unless siteverify says so, so an unreachable or refusing Google refuses the lead.
// Tests replace Google at the boundary (a stub siteverify server via RECAPTCHA_VERIFY_URL).
export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<{ ok: boolean; reason?: string }>;
}

interface GoogleVerifierOptions { secret: string; verifyUrl: string; hostnames: string[]; timeoutMs?: number; fetch?: typeof fetch }

export function googleVerifier(opts: GoogleVerifierOptions): CaptchaVerifier {
  const doFetch = opts.fetch ?? fetch;
  return {
    async verify(token, remoteIp) {
      if (!token) return { ok: false, reason: 'missing token' };
      const form = new URLSearchParams({ secret: opts.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: boolean; hostname?: string; 'error-codes'?: string[] };
      try {
        const res = await doFetch(opts.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        body = await res.json();
      } catch (err) {
        return { ok: false, reason: `siteverify unreachable: ${(err as Error).message}` };
      }
      if (body.success !== true) return { ok: false, reason: `rejected: ${(body['error-codes'] ?? []).join(',')}` };
      if (opts.hostnames.length && !opts.hostnames.includes(String(body.hostname))) return { ok: false, reason: `hostname ${body.hostname}` };
      return { ok: true };
    },
  };
}
