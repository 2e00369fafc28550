import type { AnchorHTMLAttributes, ReactNode } from "react";
// By name, so an island bundles this one string and no dictionary.
import { newTab as NEW_TAB } from "../i18n/en.json";

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, in the page's language),
 * and gives the new page no handle.
 */
export function ExternalLink({
  children,
  "aria-label": label,
  newTab = NEW_TAB,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
  newTab?: string;
}) {
  return (
    <a
      {...props}
      aria-label={label ? `${label} ${newTab}` : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      {label ? null : <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
