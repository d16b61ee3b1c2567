'use strict';

// CSV for spreadsheets, pure so it has unit tests. A cell a spreadsheet would run as
// a formula (OWASP "CSV injection": one starting with = + - @, a tab or a carriage return) gets a
// leading apostrophe, which makes Excel, LibreOffice and Google Sheets read it as text. Phone
// numbers are neutralised too: '+91-98765-43210' is arithmetic to a spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: null/undefined empty, dates ISO, a formula start neutralised. */
function neutralise(value) {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a cell with a comma, a quote or a line break is quoted, quotes doubled. */
function quote(text) {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells) => cells.map((c) => quote(neutralise(c))).join(',');

/**
 * `columns`: [field, header]. CRLF line ends (RFC 4180) and a UTF-8 byte-order mark, so Excel
 * opens names in any script correctly. Headers are neutralised like any cell.
 */
function toCsv(columns, rows) {
  const out = ['\uFEFF', line(columns.map(([, header]) => header)), '\r\n'];
  for (const row of rows) out.push(line(columns.map(([field]) => row[field])), '\r\n');
  return out.join('');
}

const IST_OFFSET = '+05:30';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range bound from the query string: an ISO date-time as it is, or a day (YYYY-MM-DD) in
 * India's time, the institute's (from: its first millisecond, to: its last). Null when absent,
 * undefined when it cannot be read.
 */
function parseBound(raw, end) {
  if (raw === undefined || raw === null || raw === '') return null;
  const s = String(raw).trim();
  const iso = DAY.test(s) ? `${s}T${end ? '23:59:59.999' : '00:00:00.000'}${IST_OFFSET}` : s;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(t);
}

module.exports = { neutralise, toCsv, parseBound };
