import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { FaCalendarCheck, FaArrowRight } from "react-icons/fa6";
import { ARROW_ON, Icon } from "../../components/icons";
import type { ReactNode } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { capitalized, startText, timeZoneText, workplaceText } from "./availability.ts";
import type { AvailabilityProps } from "./availability.ts";

/** One detail, as wide as its words: a role breaks mid-phrase only where it cannot fit a line. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-mono text-xs text-muted lowercase">{term}</dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * The contact page's "Open to work" card: what the owner seeks, where and from when, and a way
 * to book a call. Each detail is a term and its value; a detail the owner left out is not
 * listed. Nothing at all when availability is off.
 */
export function AvailabilityPanel(props: AvailabilityProps) {
  const { availability, className = "", t, lang, marks } = props;
  if (!availability?.open) return null;
  const { roles, location, bookingUrl } = availability;
  const start = startText(availability.start, lang);
  return (
    <section
      id="availability"
      aria-labelledby="availability-title"
      data-availability-panel
      className={`rounded-card border border-line bg-surface p-6 shadow-card sm:p-8 ${className}`}
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <h2
          id="availability-title"
          className="flex items-center gap-3 text-subhead font-semibold text-ink"
        >
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full bg-success-ink ring-4 ring-success-soft"
          />
          {t["availability.open"]}
        </h2>
        {bookingUrl ? (
          <ExternalLink
            href={bookingUrl}
            {...eventAttributes(ANALYTICS_EVENTS.bookingFollowed)}
            newTab={t.newTab}
            className="group inline-flex min-h-11 items-center gap-2 self-start rounded-control bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-strong"
          >
            <Icon icon={FaCalendarCheck} aria-hidden="true" /> {t["availability.book"]}
            <Icon icon={FaArrowRight} aria-hidden="true" className={ARROW_ON} />
          </ExternalLink>
        ) : null}
      </div>
      <dl className="mt-6 flex flex-col gap-x-8 gap-y-5 sm:flex-row sm:flex-wrap lg:justify-between">
        {roles.length > 0 ? (
          <Detail term={t[roles.length > 1 ? "availability.roles" : "availability.role"]}>
            <ul className="space-y-0.5">
              {roles.map((role) => (
                <li key={role} {...marks(role)}>
                  {role}
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
        {location ? <Detail term={t["contact.location"]}>{location}</Detail> : null}
        <Detail term={t["availability.work"]}>
          {workplaceText(availability.workplace, t, lang)}
        </Detail>
        <Detail term={t["availability.timeZone"]}>
          {timeZoneText(availability.timeZone, lang)}
        </Detail>
        <Detail term={t["availability.start"]}>
          {/* The owner's words start the line: "After one month's notice". */}
          {start.date ? (
            <time dateTime={start.date}>{start.text}</time>
          ) : (
            capitalized(start.text, lang)
          )}
        </Detail>
      </dl>
    </section>
  );
}
