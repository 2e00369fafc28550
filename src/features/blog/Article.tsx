import { FaArrowLeft } from "react-icons/fa6";
import { PageHeading } from "../../components/PageHeading";
import { PostMeta, PostTags } from "./PostMeta";
import type { PostSummary } from "./posts";

/** The way back to the list, above the title. */
export function ArticleHeader({ post, listHref }: { post: PostSummary; listHref: string }) {
  return (
    <header className="mb-10">
      <p className="mb-6">
        <a
          href={listHref}
          className="inline-flex items-center gap-2 rounded-control py-2 font-mono text-sm text-muted hover:text-accent"
        >
          <FaArrowLeft aria-hidden="true" />
          All posts
        </a>
      </p>
      <PageHeading eyebrow={post.tags.length > 0 ? `Blog · ${post.tags[0]}` : "Blog"}>
        {post.title}
      </PageHeading>
      <p className="mt-4 text-lg leading-relaxed">{post.description}</p>
      <PostMeta post={post} className="mt-6" />
      <PostTags tags={post.tags} className="mt-4" />
    </header>
  );
}

function Neighbour({
  post,
  rel,
  label,
  hrefOf,
}: {
  post: PostSummary | null;
  rel: "prev" | "next";
  label: string;
  hrefOf: (path: string) => string;
}) {
  if (!post) return <div aria-hidden="true" className="hidden sm:block" />;
  return (
    <a
      href={hrefOf(post.href)}
      rel={rel}
      className={`group flex flex-col gap-1 rounded-card border border-line bg-surface p-5 shadow-card hover:border-accent focus-visible:border-accent ${rel === "next" ? "sm:text-right" : ""}`}
    >
      <span className="font-mono text-xs tracking-wider text-muted uppercase">{label}</span>
      <span className="font-semibold text-balance text-ink group-hover:text-accent">
        {post.title}
      </span>
    </a>
  );
}

/**
 * Under the article: the post published before it and the one after, and the way back. "Older"
 * is rel=prev in the sense of a series read from the newest, as the list reads.
 */
export function ArticleFooter({
  older,
  newer,
  listHref,
  hrefOf,
}: {
  older: PostSummary | null;
  newer: PostSummary | null;
  listHref: string;
  hrefOf: (path: string) => string;
}) {
  return (
    <footer className="mt-16 border-t border-line pt-10">
      {older || newer ? (
        <nav aria-label="More posts" className="grid gap-4 sm:grid-cols-2">
          <Neighbour post={newer} rel="prev" label="← Newer post" hrefOf={hrefOf} />
          <Neighbour post={older} rel="next" label="Older post →" hrefOf={hrefOf} />
        </nav>
      ) : null}
      <p className="mt-8">
        <a
          href={listHref}
          className="inline-flex items-center gap-2 rounded-control py-2 font-medium text-accent underline-offset-4 hover:underline"
        >
          <FaArrowLeft aria-hidden="true" />
          Back to all posts
        </a>
      </p>
    </footer>
  );
}
