import type { ReactNode } from "react";
import { SectionLabel } from "./SectionHeading";

/**
 * The page's main heading, ending at the site's cursor, under the page's path as its label
 * (`~/about`: the site's section label, led by the accent hairline). `centred` centres both, with
 * a hairline on either side of the label.
 */
export function PageHeading({
  children,
  path,
  centred = false,
}: {
  children: ReactNode;
  /** The page's address within the site, such as ROUTES.about. */
  path: string;
  centred?: boolean;
}) {
  return (
    <>
      <SectionLabel centred={centred} className="mb-4 break-all">
        ~{path.replace(/\/$/, "")}
      </SectionLabel>
      <h1 className="cursor text-title font-bold text-balance text-ink">{children}</h1>
    </>
  );
}
