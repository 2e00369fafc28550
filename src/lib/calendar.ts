/**
 * Checks on the dates and time zones an owner writes in site.config.ts, shared by the config's
 * schema (at build) and the pages that show them, so both read a value the same way.
 */

/** A YYYY-MM-DD date that is a day of the calendar (no 2026-02-30, which Date reads as March 2). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return false;
  return date.toISOString().startsWith(value);
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
