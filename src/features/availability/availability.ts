import type { Availability } from "../../config/schema.ts";
import { isCalendarDate } from "../../lib/calendar.ts";
import type { Strings } from "../../lib/i18n.ts";
import type { PageLanguage } from "../../site.ts";

/**
 * What the site says about the owner's availability, in words and as structured data. The
 * badge, the contact panel and the home page's JSON-LD all read it from here, so they agree.
 * The config's texts arrive trimmed.
 */

/**
 * What the badge and the panel take: the config's block, the page's words and language, and the
 * marks of a role shown in another language (its translation missing).
 */
export type AvailabilityProps = Pick<PageLanguage, "t" | "lang" | "marks"> & {
  availability: Availability | undefined;
  className?: string;
};

/** English as the spec writes it (British dates); every other language as its own. */
const locale = (lang: string) => (lang === "en" ? "en-GB" : lang);

/** "A, B or C" in a language, as one text (`format`) or in parts (`formatToParts`). */
const or = (lang = "en") =>
  new Intl.ListFormat(locale(lang), { style: "long", type: "disjunction" });

export const capitalized = (text: string, lang = "en") =>
  text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * "Open to work · Senior full-stack engineer or Frontend lead", or just "Open to work", in parts:
 * the page's words, and each role (`role: true`), which may be in another language.
 */
export function badgeParts({ roles }: Pick<Availability, "roles">, t: Strings, lang: string) {
  if (roles.length === 0) return [{ text: t["availability.open"], role: false }];
  const [before = "", after = ""] = t["availability.badge"].split("{roles}");
  return [
    { text: before, role: false },
    ...or(lang)
      .formatToParts(roles)
      .map(({ type, value }) => ({ text: value, role: type === "element" })),
    { text: after, role: false },
  ].filter((part) => part.text !== "");
}

/** "Remote or hybrid"; `t` names the ways in the page's language. */
export function workplaceText(workplace: Availability["workplace"], t?: Strings, lang = "en") {
  const ways = [...new Set(workplace)].map((way) => t?.[`availability.${way}`] ?? way);
  return capitalized(or(lang).format(ways), lang);
}

/** "India Standard Time (Asia/Kolkata)": the zone's everyday name, which DST does not change. */
export function timeZoneText(timeZone: string, lang = "en"): string {
  const name = new Intl.DateTimeFormat(locale(lang), { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value;
  const zone = timeZone.replace(/_/g, " ");
  return name && name !== timeZone && !/^GMT[+-]/.test(name) ? `${name} (${zone})` : zone;
}

/** The start as written for people ("1 March 2026" or the owner's words), and as a date. */
export function startText(start: string, lang = "en"): { text: string; date?: string } {
  if (!isCalendarDate(start)) return { text: start };
  const text = new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${start}T00:00:00Z`),
  );
  return { text, date: start };
}

const asService = (name: string) => ({ "@type": "Service", name, serviceType: "Employment" });

/**
 * The Person's fields that say what the owner seeks (schema.org), in the page's language:
 * `seeks`, a Demand for the roles, with when it starts when that is a date; `homeLocation`
 * where they are. Nothing when availability is off.
 */
export function availabilityJsonLd(
  availability: Availability | undefined,
  { t, lang }: Pick<PageLanguage, "t" | "lang">,
): Record<string, unknown> {
  if (!availability?.open) return {};
  const { roles, location, timeZone, bookingUrl } = availability;
  const start = startText(availability.start, lang);
  const description = [
    `${t["availability.work"]}: ${workplaceText(availability.workplace, t, lang)}`,
    `${t["availability.timeZone"]}: ${timeZone}`,
    !start.date && `${t["availability.start"]}: ${start.text}`,
  ];
  // Fields left undefined are left out of the page's JSON.
  return {
    homeLocation: location ? { "@type": "Place", name: location } : undefined,
    seeks: {
      "@type": "Demand",
      name: badgeParts(availability, t, lang)
        .map((part) => part.text)
        .join(""),
      description: description.filter(Boolean).join("; "),
      itemOffered: roles.length > 0 ? roles.map(asService) : undefined,
      availabilityStarts: start.date,
      url: bookingUrl,
    },
  };
}
