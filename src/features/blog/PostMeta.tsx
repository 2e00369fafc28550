import { formatDate, isoDay, type PostSummary } from "./posts";

/** The date, the reading time and, for a post published elsewhere, where: one mono line. */
export function PostMeta({ post, className = "" }: { post: PostSummary; className?: string }) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 font-mono text-sm text-muted ${className}`}
    >
      {post.draft ? (
        <span className="rounded-full border border-accent/50 px-2 py-0.5 text-micro font-medium tracking-wider text-accent uppercase">
          Draft
        </span>
      ) : null}
      <time dateTime={isoDay(post.date)}>{formatDate(post.date)}</time>
      {post.updated ? (
        <span>
          <span aria-hidden="true">· </span>Updated{" "}
          <time dateTime={isoDay(post.updated)}>{formatDate(post.updated)}</time>
        </span>
      ) : null}
      {post.readingMinutes === null ? null : (
        <span data-reading-time>
          <span aria-hidden="true">· </span>
          {post.readingMinutes} min read
        </span>
      )}
      {post.source ? (
        <span>
          <span aria-hidden="true">· </span>on {post.source}
        </span>
      ) : null}
    </p>
  );
}
