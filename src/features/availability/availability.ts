import type { Availability, Workplace } from "../../config/schema.ts";
import { isCalendarDate } from "../../lib/calendar.ts";

/**
 * What the site says about the owner's availability, in words and as structured data. The
 * badge, the contact panel and the home page's JSON-LD all read it from here, so they agree.
 * The config's texts arrive trimmed.
 */

/** The block when it is to be shown: switched on. Off or absent, nothing shows anywhere. */
export const shownAvailability = (availability: Availability | undefined) =>
  availability?.open ? availability : undefined;

const or = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" }).format(items);

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Open to work · Senior full-stack engineer or Frontend lead", or just "Open to work". */
export const badgeText = ({ roles }: Pick<Availability, "roles">) =>
  roles.length > 0 ? `Open to work · ${or(roles)}` : "Open to work";

/** "Remote or hybrid". */
export const workplaceText = (workplace: readonly Workplace[]) =>
  capitalized(or([...new Set(workplace)]));

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
  if (!isCalendarDate(start)) return { text: start };
  const text = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${start}T00:00:00Z`),
  );
  return { text, date: start };
}

const asService = (name: string) => ({ "@type": "Service", name, serviceType: "Employment" });

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
  const { roles, location, timeZone, bookingUrl } = shown;
  const start = startText(shown.start);
  const description = [
    workplaceText(shown.workplace),
    location && `based in ${location}`,
    `time zone ${timeZone}`,
    !start.date && `available ${start.text}`,
  ];
  // Fields left undefined are left out of the page's JSON.
  return {
    homeLocation: location ? { "@type": "Place", name: location } : undefined,
    seeks: {
      "@type": "Demand",
      name: roles.length > 0 ? `Open to work: ${or(roles)}` : "Open to work",
      description: description.filter(Boolean).join("; "),
      itemOffered: roles.length > 0 ? roles.map(asService) : undefined,
      availabilityStarts: start.date,
      url: bookingUrl,
    },
  };
}
