/** "2024-03" or "2024-03-18" as "Mar 2024" (in English). */
export const formatMonth = (value: string, lang = "en"): string =>
  // A date-only "2024-03" is read as UTC.
  new Intl.DateTimeFormat(lang, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(value.slice(0, 7)),
  );

/** "Feb 2024 – Sep 2024", or "Jan 2025 – Present" while it goes on; one month stands alone. */
export function formatPeriod(
  period: { start: string; end?: string | undefined },
  lang = "en",
  present = "Present",
): string {
  const start = formatMonth(period.start, lang);
  if (!period.end) return `${start} – ${present}`;
  const end = formatMonth(period.end, lang);
  return start === end ? start : `${start} – ${end}`;
}
