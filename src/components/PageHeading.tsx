import type { ReactNode } from "react";
import { SectionLabel } from "./SectionHeading";

/**
 * The page's main heading. `eyebrow` puts the site's section label above it: a short monospace line in the accent (a
 * number and a word, such as "01 · About") led by an accent hairline, the mark every page opens
 * with, as the home page's role line does. `centred` centres both, with a hairline on either side
 * of the label.
 */
export function PageHeading({
  children,
  eyebrow,
  centred = false,
}: {
  children: ReactNode;
  eyebrow: ReactNode;
  centred?: boolean;
}) {
  return (
    <>
      <SectionLabel centred={centred} className="mb-4">
        {eyebrow}
      </SectionLabel>
      <h1 className="cursor text-title font-bold text-balance text-ink">{children}</h1>
    </>
  );
}
