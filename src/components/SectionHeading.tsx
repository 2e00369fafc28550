import type { ReactNode } from "react";

/** The accent hairline that leads every section label. */
const hairline = <span aria-hidden="true" className="h-px w-8 shrink-0 bg-accent" />;

/**
 * The site's section label: a short monospace line in the accent, led by the hairline (and, when
 * centred, closed by a second one). `hidden` keeps it from assistive technology, for a label
 * whose heading already names the section. Its text takes its direction from its first letter, so
 * `#tech-stack` and `~/about` read left to right in a right-to-left page too.
 */
export function SectionLabel({
  children,
  id,
  centred = false,
  hidden = false,
  className = "",
}: {
  children: ReactNode;
  id?: string;
  centred?: boolean;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <p
      id={id}
      aria-hidden={hidden || undefined}
      className={`eyebrow flex items-center gap-3 ${centred ? "justify-center" : ""} ${className}`}
    >
      {hairline}
      <span className="rtl:[unicode-bidi:plaintext]">{children}</span>
      {centred && hairline}
    </p>
  );
}

/**
 * A section's opener, the same on every page: its anchor as its label (`#tech-stack`, for the eye
 * only: the heading names the section for everyone), then its heading (h2) on the type scale's
 * `section` step, ending at the site's cursor.
 */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <SectionLabel hidden>#{id}</SectionLabel>
      <h2 id={id} className="cursor mt-2 text-section font-bold text-balance text-ink">
        {children}
      </h2>
    </>
  );
}
