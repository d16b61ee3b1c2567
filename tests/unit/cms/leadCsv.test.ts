/** @jest-environment node */
// The CMS's lead export, safe to open in a spreadsheet.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { neutralise, toCsv, parseBound } = require('../../../cms/src/lead-export/csv');

describe('lead CSV', () => {
  it.each([
    ['=HYPERLINK("http://evil","click")', `'=HYPERLINK("http://evil","click")`],
    ['+91-98765-43210', "'+91-98765-43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['Asha Rao', 'Asha Rao'],
    ['a=b', 'a=b'],
  ])('neutralises a cell that starts a formula: %j', (cell, expected) => {
    expect(neutralise(cell)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks (RFC 4180), with CRLF lines and a byte-order mark', () => {
    const csv = toCsv([['name', 'name'], ['message', 'message'], ['n', 'n'], ['optIn', 'opt-in']], [
      { name: '=1+1', message: 'line one\nsaid "hi", then left', n: 5, optIn: false },
      { name: 'Ravi', message: null, n: undefined, optIn: true },
    ]);
    expect(csv).toBe('\uFEFFname,message,n,opt-in\r\n\'=1+1,"line one\nsaid ""hi"", then left",5,false\r\nRavi,,,true\r\n');
  });

  it('reads a day as India time, inclusive at both ends, and an ISO time as it is', () => {
    expect(parseBound('2026-11-24', false)?.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(parseBound('2026-11-24', true)?.toISOString()).toBe('2026-11-24T18:29:59.999Z');
    expect(parseBound('2026-11-24T06:00:00Z', true)?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(parseBound(undefined, false)).toBeNull();
    expect(parseBound('last week', false)).toBeUndefined();
  });
});
