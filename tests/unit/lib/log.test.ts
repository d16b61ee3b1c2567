/** @jest-environment node */
import { logEvent } from '../../../lib/log';

function captured(fn: () => void): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => { lines.push(String(chunk)); return true; });
  try { fn(); } finally { spy.mockRestore(); }
  return lines;
}

describe('logEvent', () => {
  it('writes one JSON line with the time, the event and the fields', () => {
    const [line, ...rest] = captured(() => logEvent('lead.forwarded', { leadId: 7, attempt: 2, status: 200, path: '/api/global-contact-form' }));
    expect(rest).toEqual([]);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim()).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), event: 'lead.forwarded', leadId: 7, attempt: 2, status: 200, path: '/api/global-contact-form' });
  });

  it('never writes an email address or a phone number, even inside an upstream error', () => {
    const [line] = captured(() => logEvent('lead.retried', {
      leadId: 3, error: 'CMS 400: {"email":"asha.rao@example.com","mobileNumber":"+91-98765-43210","alt":"+91 98450 12345"}', nested: { who: ['x@y.co', '09845012345'] },
    }));
    expect(line).not.toMatch(/asha\.rao|@example\.com|x@y\.co|98765|43210|98450|12345/);
    expect(JSON.parse(line)).toMatchObject({ leadId: 3, error: expect.stringContaining('CMS 400') });
  });
});
