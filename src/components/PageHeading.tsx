import type { ReactNode } from "react";

/**
 * The page's main heading. It can take focus (not tab order) so that focus lands on it after a
 * client-side navigation and screen readers announce the new page.
 */
export function PageHeading({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <h1
      tabIndex={-1}
      data-page-heading
      className={`text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl dark:text-white ${className}`}
    >
      {children}
    </h1>
  );
}
