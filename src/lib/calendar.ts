/**
 * Checks on the dates and time zones an owner writes in site.config.ts, shared by the config's
 * schema (at build) and the pages that show them, so both read a value the same way.
 */

/** "2026-03-01": a date as the config writes it. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date that is a day of the calendar (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A time zone the browser and Node know by its IANA name ("Europe/Berlin", "UTC"). */
export function isTimeZone(value: string): boolean {
  // Intl also takes offsets ("+05:30") and some abbreviations: only names pass here.
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
