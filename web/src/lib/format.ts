const dateFormatter = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "1 نوفمبر 2025"; empty for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormatter.format(date);
}

const dateTimeFormatter = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", {
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
});

/** "21 نوفمبر، 9:30 م"; empty for a missing or invalid date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormatter.format(date);
}
