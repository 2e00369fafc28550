import type { AnchorHTMLAttributes, ReactNode } from "react";

const NEW_TAB = "(opens in a new tab)";

/** A link that opens in a new tab, says so to screen readers, and gives the new page no handle. */
export function ExternalLink({
  children,
  "aria-label": label,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a
      {...props}
      aria-label={label ? `${label} ${NEW_TAB}` : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      {label ? null : <span className="sr-only"> {NEW_TAB}</span>}
    </a>
  );
}
