import type { ReactNode } from "react";
import { fill } from "../../lib/i18n";
import type { PageLanguage } from "../../site";
import { formatDate, isoDay, type PostSummary } from "./posts";

/** A fact after the date, led by a dot that is not read out. */
const then = (fact: ReactNode, attributes = {}) => (
  <span {...attributes}>
    <span aria-hidden="true">· </span>
    {fact}
  </span>
);

type Props = Pick<PageLanguage, "lang" | "t"> & { post: PostSummary; className?: string };

/** The date, the reading time and, for a post published elsewhere, where: one mono line. */
export function PostMeta({ post, className = "", t, lang }: Props) {
  const [before, after] = t["blog.updated"].split("{date}");
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 font-mono text-sm text-muted ${className}`}
    >
      {post.draft ? (
        <span className="rounded-full border border-accent/50 px-2 py-0.5 text-micro font-medium tracking-wider text-accent uppercase">
          {t["blog.draft"]}
        </span>
      ) : null}
      <time dateTime={isoDay(post.date)}>{formatDate(post.date, lang)}</time>
      {post.updated &&
        then(
          <>
            {before}
            <time dateTime={isoDay(post.updated)}>{formatDate(post.updated, lang)}</time>
            {after}
          </>,
        )}
      {post.readingMinutes !== null &&
        then(fill(t["blog.minutes"], { minutes: post.readingMinutes }), {
          "data-reading-time": true,
        })}
      {post.source && then(fill(t["blog.source"], { source: post.source }))}
    </p>
  );
}
