// CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are
// quoted with inner quotes doubled; a field that a spreadsheet would run as a
// formula (= + - @, tab, carriage return first) gets a leading apostrophe, so an
// exported name cannot become a formula in the admin's Excel.

/** Excel reads UTF-8 (and so Arabic) only when the file starts with this mark. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}
