import type { Availability, Workplace } from "../../config/schema.ts";
import { isCalendarDate } from "../../lib/calendar.ts";

/**
 * What the site says about the owner's availability, in words and as structured data. The
 * badge, the contact panel and the home page's JSON-LD all read it from here, so they agree.
 */

/** The block when it is to be shown: switched on. Off or absent, nothing shows anywhere. */
export const shownAvailability = (availability: Availability | undefined) =>
  availability?.open ? availability : undefined;

const or = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" }).format(items);

/** "Senior full-stack engineer or Frontend lead". */
export const rolesText = (roles: readonly string[]) => or(roles.map((role) => role.trim()));

/** The badge's words: "Open to work · Senior full-stack engineer or Frontend lead". */
export const badgeText = ({ roles }: Pick<Availability, "roles">) =>
  roles.length > 0 ? `Open to work · ${rolesText(roles)}` : "Open to work";

const WORKPLACE_WORDS: Record<Workplace, string> = {
  remote: "remote",
  hybrid: "hybrid",
  "on-site": "on-site",
};

/** "Remote or hybrid". */
export function workplaceText(workplace: readonly Workplace[]): string {
  const text = or([...new Set(workplace)].map((place) => WORKPLACE_WORDS[place]));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "India Standard Time (Asia/Kolkata)": the zone's everyday name, which DST does not change. */
export function timeZoneText(timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value;
  const zone = timeZone.replace(/_/g, " ");
  return name && name !== timeZone && !/^GMT[+-]/.test(name) ? `${name} (${zone})` : zone;
}

/** The start as written for people ("1 March 2026" or the owner's words), and as a date. */
export function startText(start: string): { text: string; date?: string } {
  const value = start.trim();
  if (!isCalendarDate(value)) return { text: value };
  const text = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${value}T00:00:00Z`),
  );
  return { text, date: value };
}

/**
 * The Person's fields that say what the owner seeks (schema.org): `seeks`, a Demand for the
 * roles, with when it starts when that is a date; `homeLocation` where they are. Nothing when
 * availability is off.
 */
export function availabilityJsonLd(
  availability: Availability | undefined,
): Record<string, unknown> {
  const shown = shownAvailability(availability);
  if (!shown) return {};
  const { date } = startText(shown.start);
  const description = [
    `${workplaceText(shown.workplace)}`,
    shown.location ? `based in ${shown.location.trim()}` : "",
    `time zone ${shown.timeZone}`,
    date ? "" : `available ${startText(shown.start).text}`,
  ]
    .filter(Boolean)
    .join("; ");
  const demand: Record<string, unknown> = {
    "@type": "Demand",
    name: shown.roles.length > 0 ? `Open to work: ${rolesText(shown.roles)}` : "Open to work",
    description,
    ...(shown.roles.length > 0
      ? {
          itemOffered: shown.roles.map((role) => ({
            "@type": "Service",
            name: role.trim(),
            serviceType: "Employment",
          })),
        }
      : {}),
    ...(date ? { availabilityStarts: date } : {}),
    ...(shown.bookingUrl ? { url: shown.bookingUrl } : {}),
  };
  return {
    ...(shown.location ? { homeLocation: { "@type": "Place", name: shown.location.trim() } } : {}),
    seeks: demand,
  };
}
