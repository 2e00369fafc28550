import { SectionLabel } from "../../components/SectionHeading";
import type { BodyHeading } from "./posts";

/**
 * "On this page": links to a post's sections, beside the text on a wide screen, where the column
 * of prose leaves room. Plain links to the headings' ids: no script follows the scroll. Nothing
 * when the post has no list to show (tableOfContents).
 */
export function OnThisPage({
  headings,
  className = "",
}: {
  headings: readonly BodyHeading[];
  className?: string;
}) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="on-this-page" data-on-this-page className={className}>
      <SectionLabel id="on-this-page">On this page</SectionLabel>
      <ol className="mt-4 space-y-1 border-l border-line text-sm">
        {headings.map((heading) => (
          <li key={heading.slug}>
            <a
              href={`#${heading.slug}`}
              className={`-ml-px block border-l border-transparent py-1 pr-2 text-pretty text-muted hover:border-accent hover:text-accent ${heading.depth === 3 ? "pl-7" : "pl-4"}`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
