import type { ReactNode } from "react";
import { PageHeading } from "./PageHeading";

/** A simple text page: a heading, a date line and sections of prose. */
export function Prose({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 text-slate-700 sm:px-6 dark:text-slate-300 [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      <PageHeading>{title}</PageHeading>
      {children}
    </article>
  );
}
