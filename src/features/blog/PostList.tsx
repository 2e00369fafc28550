import { ExternalLink } from "../../components/ExternalLink";
import { LINK_CARD } from "../../components/card";
import { PageHeading } from "../../components/PageHeading";
import { Pills } from "../../components/Pills";
import { BLOG } from "../../routes";
import type { PageLanguage } from "../../site";
import { PostMeta } from "./PostMeta";
import type { PostSummary } from "./posts";

/**
 * /blog: every post, newest first. Each card is one link, as the repository cards are: the
 * title's ::after covers the card. A post published elsewhere opens the original in a new tab
 * and says where.
 */
export function PostList({
  posts,
  intro,
  lang,
  t,
  href: localize,
}: PageLanguage & { posts: readonly PostSummary[]; intro: string }) {
  const linkClass =
    "rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-accent hover:underline hover:underline-offset-4";
  return (
    // From lg up, the heading beside the list, as About lays out its sections.
    <div className="mx-auto max-w-page px-4 py-section sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,48rem)] lg:gap-16">
      <header className="max-w-3xl lg:sticky lg:top-28 lg:self-start">
        <PageHeading path={BLOG.list}>{t["nav.blog"]}</PageHeading>
        <p className="mt-4 text-lg leading-relaxed">{intro}</p>
      </header>
      <ol className="mt-12 grid max-w-3xl gap-5 lg:mt-0">
        {posts.map((post) => (
          <li key={post.href} data-testid="post-card">
            <article className={`${LINK_CARD} border-line p-6`}>
              <PostMeta post={post} t={t} lang={lang} />
              <h2 className="mt-2 text-subhead font-semibold text-balance break-words text-ink">
                {post.source ? (
                  <ExternalLink href={post.href} className={linkClass} newTab={t.newTab}>
                    {post.title}
                    <span aria-hidden="true" className="ms-1.5 text-base text-muted">
                      ↗
                    </span>
                  </ExternalLink>
                ) : (
                  <a href={localize(post.href)} className={linkClass}>
                    {post.title}
                  </a>
                )}
              </h2>
              <p className="mt-2 flex-1 break-words">{post.description}</p>
              <Pills label={t["blog.tags"]} names={post.tags} className="mt-4" />
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
