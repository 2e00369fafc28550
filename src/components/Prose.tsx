import type { ReactNode } from "react";
import { PageHeading } from "./PageHeading";

/**
 * A simple text page: the section label, a heading and sections of prose, at a reading width,
 * its left edge in line with the bar and the other pages.
 */
export function Prose({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6">
      <article className="max-w-3xl text-body [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&>h2]:mt-12 [&>h2]:text-xl [&>h2]:font-semibold [&>h2]:tracking-tight [&>h2]:text-ink [&>p]:mt-4 [&>p]:leading-relaxed [&>ul]:mt-4 [&>ul]:list-disc [&>ul]:pl-6 [&>ul]:marker:text-accent [&_li]:mt-2">
        <header className="mb-10">
          <PageHeading eyebrow={eyebrow}>{title}</PageHeading>
        </header>
        {children}
      </article>
    </div>
  );
}
