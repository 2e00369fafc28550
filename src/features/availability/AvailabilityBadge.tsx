import { badgeParts, type AvailabilityProps } from "./availability.ts";

/**
 * "Open to work · <roles>" under the home page's greeting: a pill on the success colours (an
 * opaque fill, so its contrast does not depend on the backdrop behind it) with a status dot. Its
 * corners are a one-line pill's, so a list of roles too long for a phone's line wraps into a
 * rounded card rather than a stretched capsule.
 * The dot pings twice as the page opens, then rests (a running animation slows a phone's first
 * tap); with reduced motion it never moves.
 * Nothing at all when availability is off.
 */
export function AvailabilityBadge(props: AvailabilityProps) {
  const { availability, className = "", t, lang, marks } = props;
  if (!availability?.open) return null;
  return (
    <p
      data-availability-badge
      className={`inline-flex max-w-full items-start gap-2.5 rounded-[1.125rem] border border-success-line bg-success-soft py-1.5 ps-3 pe-4 text-sm font-medium text-success-ink ${className}`}
    >
      {/* On the first line's middle: a long list of roles wraps under the text, not the dot. */}
      <span aria-hidden="true" className="relative mt-[0.3125rem] flex size-2.5 shrink-0">
        <span className="absolute inset-0 rounded-full bg-success-line opacity-75 motion-safe:animate-ping motion-safe:[animation-iteration-count:2] motion-reduce:hidden" />
        <span className="relative size-2.5 rounded-full bg-current" />
      </span>
      <span className="min-w-0">
        {badgeParts(availability, t, lang).map(({ text, role }, index) =>
          // A role in another language is marked as such.
          role ? (
            <span key={index} {...marks(text)}>
              {text}
            </span>
          ) : (
            text
          ),
        )}
      </span>
    </p>
  );
}
