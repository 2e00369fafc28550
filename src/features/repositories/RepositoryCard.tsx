import { ExternalLink } from "../../components/ExternalLink";
import { CARD_LINK, LINK_CARD } from "../../components/card";
// A type only: the island never carries the icons' paths.
import type { REPOSITORY_ICON } from "../../components/icons";
import { Pills } from "../../components/Pills";
import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { fill, type Strings } from "../../lib/i18n";
import { formatCount, formatPushed } from "./figures";
import type { Repository } from "./parse";

/** A card icon's symbol in `/repository-icons.svg`, drawn from REPOSITORY_ICON. */
type CardIcon = keyof typeof REPOSITORY_ICON;

const icon = (sprite: string, name: CardIcon, className?: string) => (
  <svg aria-hidden="true" width="1em" height="1em" fill="currentColor" className={className}>
    <use href={`${sprite}#repository-${name}`} />
  </svg>
);

/** The Projects island's words (src/i18n/<code>.json → repositories). */
export type RepositoryStrings = Strings["repositories"];

/** On the Live Links tab (the panel's `data-mode="live"`): hidden, or shown. */
const OFF_LIVE = "in-data-[mode=live]:hidden";

/**
 * One repository, drawn once for both tabs: the panel's `data-mode` hides, by CSS alone, the
 * cards without a homepage and the link of the other tab, so switching tabs changes one
 * attribute. The card is one link (LINK_CARD, CARD_LINK): the shown link covers the card, and
 * the homepage's icon link sits above it.
 */
export function RepositoryCard({
  repository,
  pinned,
  languageColor,
  reveal,
  lang,
  t,
  icons,
}: {
  repository: Repository;
  /** The page's language (English without one) and the island's words in it. */
  lang?: string;
  t: RepositoryStrings;
  /** The address of the icons' sprite file. */
  icons: string;
  /** The owner pinned it (site.config.ts → projects.pin): it stands out. */
  pinned: boolean;
  /** Linguist's colour for its language; null shows a neutral dot. */
  languageColor: string | null;
  /** The card fades in, after `delayMs` once `visible`; null shows it from the start. */
  reveal: { visible: boolean; delayMs: number } | null;
}) {
  const { name, homepage, pushedAt } = repository;
  const pushed = formatPushed(pushedAt, true, lang);
  // One label for what sets it apart: "Pinned", "Fork", "Archived" or, say, "Fork · Archived".
  const badges = [pinned && t.pinned, repository.fork && t.fork, repository.archived && t.archived]
    .filter(Boolean)
    .join(" · ");
  return (
    <li
      className={`${reveal ? `reveal ${reveal.visible ? "is-visible" : ""}` : ""} ${homepage ? "" : OFF_LIVE}`}
      style={reveal?.visible ? { transitionDelay: `${reveal.delayMs}ms` } : undefined}
      data-testid="repository-card"
      data-pinned={pinned ? "" : undefined}
    >
      <div className={`${LINK_CARD} p-4 sm:p-6 ${pinned ? "border-accent/50" : "border-line"}`}>
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 text-card font-semibold break-words text-ink">{name}</h3>
          {badges ? (
            <span
              className={`mt-1 shrink-0 rounded-full border px-2 py-px font-mono text-micro font-medium tracking-wider uppercase ${pinned ? "border-accent/50 text-accent" : "border-line-strong text-muted"}`}
            >
              {badges}
            </span>
          ) : null}
        </div>
        <p className="mt-1 line-clamp-2 break-words">{repository.description ?? t.noDescription}</p>
        <Pills label={t.topics} names={repository.topics} className="mt-3 max-sm:hidden" />
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 font-mono text-sm text-muted">
          {repository.language ? (
            <span className="inline-flex items-center gap-1.5" data-testid="language">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full bg-muted"
                style={languageColor ? { backgroundColor: languageColor } : undefined}
                data-testid="language-dot"
              />
              {repository.language}
            </span>
          ) : null}
          {(["star", "fork"] as const).map((kind) => (
            <span key={kind} className="inline-flex items-center gap-1" data-testid={`${kind}s`}>
              {icon(icons, kind)}
              <span className="sr-only">{t[`${kind}s` as const]}: </span>
              {formatCount(repository[`${kind}s` as const], lang)}
            </span>
          ))}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:mt-4 sm:border-t sm:border-line sm:pt-4">
          <ExternalLink
            href={repository.url}
            {...eventAttributes(ANALYTICS_EVENTS.repositoryFollowed, { repo: name })}
            className={`${CARD_LINK} ${OFF_LIVE}`}
            newTab={t.newTab}
          >
            {t.view}
            <span className="sr-only">: {name}</span>
          </ExternalLink>
          {homepage ? (
            <ExternalLink
              href={homepage}
              className={`${CARD_LINK} relative z-10 inline-grid size-6 shrink-0 place-items-center in-data-[mode=live]:static in-data-[mode=live]:inline`}
              newTab={t.newTab}
            >
              {icon(icons, "site", OFF_LIVE)}
              <span className="sr-only in-data-[mode=live]:not-sr-only">{t.visit}</span>
              <span className="sr-only">: {name}</span>
            </ExternalLink>
          ) : null}
          {pushedAt && pushed ? (
            <time
              dateTime={pushedAt}
              className="ms-auto font-mono text-xs whitespace-nowrap text-muted"
            >
              {fill(t.updated, { date: pushed })}
            </time>
          ) : null}
        </p>
      </div>
    </li>
  );
}
