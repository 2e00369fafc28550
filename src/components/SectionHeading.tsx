import type { ReactNode } from "react";

/** The accent hairline that leads every section label. */
export function Hairline() {
  return <span aria-hidden="true" className="h-px w-8 shrink-0 bg-accent" />;
}

/**
 * A section's opener, the same on every page: its label in the accent's monospace, led by the
 * hairline (for the eye only: the heading under it names the section for everyone), then its
 * heading (h2) on the type scale's `section` step. `icon` sits before the heading's text.
 */
export function SectionHeading({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p data-section-label className="eyebrow flex items-center gap-3" aria-hidden="true">
        <Hairline />
        <span>{label}</span>
      </p>
      <h2
        id={id}
        className="mt-2 flex items-center gap-3 text-section font-bold text-balance text-ink"
      >
        {icon}
        {children}
      </h2>
    </>
  );
}
