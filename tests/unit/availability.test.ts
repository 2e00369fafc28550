import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../src/lib/i18n";
import shipped from "../../site.config";
import { resolveSiteConfig } from "../../src/config/resolve";
import type { WithWords } from "../../src/lib/i18n";
import {
  validateSiteConfig,
  type Availability,
  type SiteConfigInput,
} from "../../src/config/schema";
import {
  availabilityJsonLd,
  badgeParts,
  startText,
  timeZoneText,
  workplaceText,
} from "../../src/features/availability/availability";

const { en } = DICTIONARIES;

const open: Availability = {
  open: true,
  roles: ["Senior full-stack engineer", "Frontend lead"],
  location: "Berlin, Germany",
  workplace: ["remote", "hybrid"],
  timeZone: "Europe/Berlin",
  start: "2027-03-01",
  bookingUrl: "https://cal.com/jane-doe",
};

/** The shipped config with its availability block changed. */
function withAvailability(availability: unknown): WithWords<SiteConfigInput> {
  const config = structuredClone(shipped);
  (config as { availability?: unknown }).availability = availability;
  return config;
}

function errorsOf(availability: unknown): string[] {
  const result = validateSiteConfig(resolveSiteConfig(withAvailability(availability), {}));
  return result.ok ? [] : result.errors;
}

describe("the availability block in site.config.ts", () => {
  it("is on in the shipped config, with a placeholder booking link", () => {
    expect(shipped.availability?.open).toBe(true);
    expect(shipped.availability?.bookingUrl).toBe("https://cal.com/your-name");
    expect(errorsOf(shipped.availability)).toEqual([]);
  });

  it("may be left out, switched off, or given without a location or booking link", () => {
    expect(errorsOf(undefined)).toEqual([]);
    expect(errorsOf({ ...open, open: false })).toEqual([]);
    expect(errorsOf({ ...open, location: undefined, bookingUrl: undefined })).toEqual([]);
    expect(errorsOf({ ...open, roles: [] })).toEqual([]);
  });

  it.each([
    ["a start date", "2027-03-01"],
    ["a leap day", "2028-02-29"],
    ["a few words", "immediately"],
    ["a notice period", "after one month's notice"],
  ])("takes %s as the earliest start", (_, start) => {
    expect(errorsOf({ ...open, start })).toEqual([]);
  });

  it.each(["UTC", "Europe/Berlin", "America/New_York", "America/Argentina/Buenos_Aires"])(
    "takes the IANA time zone %s",
    (timeZone) => {
      expect(errorsOf({ ...open, timeZone })).toEqual([]);
    },
  );

  it.each([
    ["open that is not true or false", { open: "yes" }, /^availability\.open: must be true/],
    [
      "roles that are not a list",
      { roles: "Engineer" },
      /^availability\.roles: must be a list of the roles you seek/,
    ],
    ["an empty role", { roles: ["Engineer", " "] }, /^availability\.roles\[1\]: must not be empty/],
    ["an empty location", { location: "" }, /^availability\.location: must not be empty/],
    [
      "an unknown workplace",
      { workplace: ["remote", "office"] },
      /^availability\.workplace\[1\]: must be one of "remote", "hybrid", "on-site"/,
    ],
    [
      "a workplace that is not a list",
      { workplace: "remote" },
      /^availability\.workplace: must be a list such as \["remote", "hybrid"\]/,
    ],
    [
      "no workplace",
      { workplace: [] },
      /^availability\.workplace: must name at least one of "remote", "hybrid" or "on-site"/,
    ],
    [
      "a time zone Intl does not know",
      { timeZone: "Europe/Atlantis" },
      /^availability\.timeZone: must be an IANA time zone such as "Europe\/Berlin" .*\(got "Europe\/Atlantis"\)/,
    ],
    [
      "an offset instead of a time zone",
      { timeZone: "+05:30" },
      /^availability\.timeZone: must be an IANA time zone/,
    ],
    ["an abbreviation instead of a time zone", { timeZone: "CET" }, /^availability\.timeZone: /],
    [
      "a leap day in a year without one",
      { start: "2027-02-29" },
      /^availability\.start: must be a real date written YYYY-MM-DD \(got "2027-02-29"\)/,
    ],
    [
      "a date written another way",
      { start: "2027-3-1" },
      /^availability\.start: must be a real date written YYYY-MM-DD/,
    ],
    ["an empty start", { start: "  " }, /^availability\.start: must not be empty/],
    [
      "a start longer than a few words",
      { start: "as soon as my current project at work wraps up, probably in spring" },
      /^availability\.start: must be a date such as "2026-03-01" or at most 40 characters/,
    ],
    [
      "a booking link that is not a URL",
      { bookingUrl: "cal.com/jane" },
      /^availability\.bookingUrl: must be an https:\/\/ address/,
    ],
    [
      "a booking link over plain http",
      { bookingUrl: "http://cal.com/jane" },
      /^availability\.bookingUrl: must start with https:\/\//,
    ],
  ])("rejects %s with a message naming the field", (_, change, message) => {
    const errors = errorsOf({ ...open, ...change });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it("names a missing required field", () => {
    expect(errorsOf({ ...open, timeZone: undefined })).toEqual([
      expect.stringMatching(/^availability\.timeZone: /),
    ]);
  });
});

describe("what the site says", () => {
  it("puts the roles in the badge, each a part of its own, or just the status without any", () => {
    const text = (parts: { text: string }[]) => parts.map((part) => part.text).join("");
    expect(badgeParts(open, en, "en")).toEqual([
      { text: "Open to work · ", role: false },
      { text: "Senior full-stack engineer", role: true },
      { text: " or ", role: false },
      { text: "Frontend lead", role: true },
    ]);
    expect(text(badgeParts({ roles: ["Staff engineer"] }, en, "en"))).toBe(
      "Open to work · Staff engineer",
    );
    expect(badgeParts({ roles: [] }, en, "en")).toEqual([{ text: "Open to work", role: false }]);
  });

  it("writes workplaces, time zones and start dates for people", () => {
    expect(workplaceText(["remote", "hybrid"])).toBe("Remote or hybrid");
    expect(workplaceText(["on-site"])).toBe("On-site");
    expect(workplaceText(["remote", "hybrid", "on-site"])).toBe("Remote, hybrid or on-site");
    // The everyday name comes from the engine's time zone data; only its shape is fixed here.
    expect(timeZoneText("Europe/Berlin")).toMatch(/^Central European .*Time \(Europe\/Berlin\)$/);
    expect(timeZoneText("America/New_York")).toMatch(/^Eastern .*Time \(America\/New York\)$/);
    // A zone with no name of its own is shown as the config writes it, not as "GMT+00:00".
    expect(timeZoneText("UTC")).toBe("UTC");
    expect(startText("2027-03-01")).toEqual({ text: "1 March 2027", date: "2027-03-01" });
    expect(startText("immediately")).toEqual({ text: "immediately" });
  });
});

describe("availabilityJsonLd", () => {
  const english = { t: en, lang: "en" } as const;
  it("says what the owner seeks as a schema.org Demand, and where they live", () => {
    expect(availabilityJsonLd(open, english)).toEqual({
      homeLocation: { "@type": "Place", name: "Berlin, Germany" },
      seeks: {
        "@type": "Demand",
        name: "Open to work · Senior full-stack engineer or Frontend lead",
        description: "Work: Remote or hybrid; Time zone: Europe/Berlin",
        itemOffered: [
          { "@type": "Service", name: "Senior full-stack engineer", serviceType: "Employment" },
          { "@type": "Service", name: "Frontend lead", serviceType: "Employment" },
        ],
        availabilityStarts: "2027-03-01",
        url: "https://cal.com/jane-doe",
      },
    });
  });

  it("gives a start in words in the description, and leaves out what the owner left out", () => {
    const bare = { ...open, location: undefined, bookingUrl: undefined };
    expect(availabilityJsonLd({ ...bare, roles: [], start: "immediately" }, english)).toEqual({
      seeks: {
        "@type": "Demand",
        name: "Open to work",
        description:
          "Work: Remote or hybrid; Time zone: Europe/Berlin; Earliest start: immediately",
      },
    });
  });

  it("speaks the page's language, the owner's roles as written", () => {
    expect(availabilityJsonLd(open, { t: DICTIONARIES.de, lang: "de" }).seeks).toMatchObject({
      name: "Offen für neue Aufgaben · Senior full-stack engineer oder Frontend lead",
      description: "Arbeitsweise: Remote oder hybrid; Zeitzone: Europe/Berlin",
    });
  });

  it("adds nothing while availability is off or absent", () => {
    expect(availabilityJsonLd({ ...open, open: false }, english)).toEqual({});
    expect(availabilityJsonLd(undefined, english)).toEqual({});
  });
});
