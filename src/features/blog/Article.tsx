import type { MarkdownHeading } from "astro";
import type { ReactNode } from "react";
import { FaArrowLeft } from "react-icons/fa6";
import { Icon } from "../../components/icons";
import { PageHeading } from "../../components/PageHeading";
import { Pills } from "../../components/Pills";
import { SectionLabel } from "../../components/SectionHeading";
import { BLOG } from "../../routes";
import type { PageLanguage } from "../../site";
import { PostMeta } from "./PostMeta";
import { tableOfContents, type PostSummary } from "./posts";

/**
 * A post's page: the way back to the list, the title and its facts, the text (`children`), the
 * posts published after and before it (the series reads from the newest, as the list does: the
 * older post is rel=next) and, on a wide screen where the column of prose leaves room, "On this
 * page": plain links to its sections, with no script following the scroll.
 */
export function Article({
  post,
  older,
  newer,
  headings,
  children,
  lang,
  t,
  href: localize,
}: PageLanguage & {
  post: PostSummary;
  older: PostSummary | null;
  newer: PostSummary | null;
  headings: readonly MarkdownHeading[];
  children: ReactNode;
}) {
  const contents = tableOfContents(headings);
  const sides = [
    [newer, "prev", t["blog.newer"]],
    [older, "next", t["blog.older"]],
  ] as const;
  // The way back to the list, at the top and at the foot.
  const back = (label: string, look: string) => (
    <a
      href={localize(BLOG.list)}
      className={`inline-flex items-center gap-2 rounded-control py-2 ${look}`}
    >
      <Icon icon={FaArrowLeft} aria-hidden="true" className="rtl:-scale-x-100" />
      {label}
    </a>
  );
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6 lg:grid lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] lg:gap-16">
      <article className="max-w-3xl">
        <header className="mb-10">
          <p className="mb-6">
            {back(t["blog.allPosts"], "font-mono text-sm text-muted hover:text-accent")}
          </p>
          <PageHeading path={post.href}>{post.title}</PageHeading>
          <p className="mt-4 text-lg leading-relaxed">{post.description}</p>
          <PostMeta post={post} className="mt-6" t={t} lang={lang} />
          <Pills label={t["blog.tags"]} names={post.tags} className="mt-4" />
        </header>
        {children}
        <footer className="mt-16 border-t border-line pt-10">
          {older || newer ? (
            <nav aria-label={t["blog.more"]} className="grid gap-4 sm:grid-cols-2">
              {sides.map(([neighbour, rel, label]) =>
                neighbour ? (
                  <a
                    key={rel}
                    href={localize(neighbour.href)}
                    rel={rel}
                    className={`group flex flex-col gap-1 rounded-card border border-line bg-surface p-5 shadow-card hover:border-accent focus-visible:border-accent ${rel === "next" ? "sm:text-end" : ""}`}
                  >
                    <span className="eyebrow">{label}</span>
                    <span className="font-semibold text-balance text-ink group-hover:text-accent">
                      {neighbour.title}
                    </span>
                  </a>
                ) : (
                  <div key={rel} aria-hidden="true" className="hidden sm:block" />
                ),
              )}
            </nav>
          ) : null}
          <p className="mt-8">
            {back(t["blog.back"], "font-medium text-accent underline-offset-4 hover:underline")}
          </p>
        </footer>
      </article>
      {contents.length > 0 ? (
        <aside className="hidden lg:block">
          <nav aria-labelledby="on-this-page" className="sticky top-28 max-w-64">
            <SectionLabel id="on-this-page">{t["blog.contents"]}</SectionLabel>
            <ol className="mt-4 space-y-1 border-s border-line text-sm">
              {contents.map((heading) => (
                <li key={heading.slug}>
                  <a
                    href={`#${heading.slug}`}
                    className={`-ms-px block border-s border-transparent py-1 pe-2 text-pretty text-muted hover:border-accent hover:text-accent ${heading.depth === 3 ? "ps-7" : "ps-4"}`}
                  >
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
      ) : null}
    </div>
  );
}
