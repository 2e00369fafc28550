import type { ReactNode } from "react";
import { SectionLabel } from "./SectionHeading";

/**
 * The page's main heading. It can take focus (not tab order) so that focus lands on it after a
 * client-side navigation and screen readers announce the new page.
 *
 * `eyebrow` puts the site's section label above it: a short monospace line in the accent (a
 * number and a word, such as "01 · About") led by an accent hairline, the mark every page opens
 * with, as the home page's role line does. `align="center"` centres both, with a hairline on
 * either side of the label.
 */
export function PageHeading({
  children,
  eyebrow,
  align = "start",
  className = "",
}: {
  children: ReactNode;
  eyebrow?: ReactNode;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <>
      {eyebrow && (
        <SectionLabel centred={align === "center"} className="mb-4">
          {eyebrow}
        </SectionLabel>
      )}
      <h1
        tabIndex={-1}
        data-page-heading
        className={`text-title font-bold text-balance text-ink outline-none ${className}`}
      >
        {children}
      </h1>
    </>
  );
}
