import { FaCodeFork, FaStar } from "react-icons/fa6";
import { Icon } from "../../components/icons";
import { href } from "../../routes";
import { site, type PageLanguage } from "../../site";
import { formatCount, formatPushed, type RepositoryFigures } from "./figures";
import { linguistColor } from "./linguist";

const ICONS = { stars: FaStar, forks: FaCodeFork };

/**
 * A repository's live figures for a case study: in the HTML from the build's snapshot, and kept
 * current in the browser by src/scripts/repository-figures.ts, which reads the data attributes.
 * Without figures at build time the block is hidden and shows only once the browser has them;
 * if it never does, the page simply has no figures.
 */
export function RepositoryFiguresView({
  repo,
  figures,
  fetchedAt,
  lang,
  t,
}: Pick<PageLanguage, "lang" | "t"> & {
  repo: string;
  figures: RepositoryFigures | null;
  /** When the figures were read (epoch ms), so a newer visitor cache replaces them. */
  fetchedAt: number | null;
}) {
  const pushed = formatPushed(figures?.pushedAt ?? null, false, lang);
  const languageColor = figures?.language ? linguistColor(figures.language) : null;
  return (
    <section
      aria-labelledby="repository-figures"
      hidden={!figures}
      data-repository-figures
      data-api={site.github.apiBaseUrl}
      data-user={site.github.username}
      data-repo={repo}
      data-fetched-at={fetchedAt ?? 0}
      data-language-table={href("/languages.json")}
      className="rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id="repository-figures" className="eyebrow">
        {t["figures.heading"]}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 font-mono text-sm">
        {(["stars", "forks"] as const).map((figure) => (
          <div key={figure}>
            <dt className="text-muted">{t[`figures.${figure}`]}</dt>
            <dd className="mt-0.5 inline-flex items-center gap-1.5 text-lg font-semibold text-ink">
              <Icon icon={ICONS[figure]} aria-hidden="true" className="text-accent" />
              <span data-figure={figure}>{formatCount(figures?.[figure] ?? 0, lang)}</span>
            </dd>
          </div>
        ))}
        <div data-figure-row="language" hidden={!figures?.language}>
          <dt className="text-muted">{t["figures.language"]}</dt>
          <dd className="mt-0.5 inline-flex items-center gap-1.5 text-ink">
            <span
              aria-hidden="true"
              data-figure="language-dot"
              className="size-2.5 rounded-full bg-muted"
              style={languageColor ? { backgroundColor: languageColor } : undefined}
            />
            <span data-figure="language">{figures?.language ?? ""}</span>
          </dd>
        </div>
        <div data-figure-row="pushed" hidden={!pushed}>
          <dt className="text-muted">{t["figures.pushed"]}</dt>
          <dd className="mt-0.5 text-ink">
            {figures?.pushedAt ? (
              <time data-figure="pushed" dateTime={figures.pushedAt}>
                {pushed}
              </time>
            ) : (
              <span data-figure="pushed" />
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
