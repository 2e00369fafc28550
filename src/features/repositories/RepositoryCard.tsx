import { ExternalLink } from "../../components/ExternalLink";
import { CARD_LINK, LINK_CARD } from "../../components/card";
import { Pills } from "../../components/Pills";
import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { fill, type Strings } from "../../lib/i18n";
import { formatCount, formatPushed } from "./figures";
import type { Repository } from "./parse";

/**
 * The star, fork and website icons of the cards (Font Awesome's, CC BY 4.0, as elsewhere on the
 * site), drawn once per list and referenced by every card: twelve cards would otherwise carry
 * thirty-six copies of the paths, about 900 bytes of the page after compression.
 */
const ICONS = {
  star: [
    "0 0 576 512",
    "M316.9 18C311.6 7 300.4 0 288.1 0s-23.4 7-28.8 18L195 150.3 51.4 171.5c-12 1.8-22 10.2-25.7 21.7s-.7 24.2 7.9 32.7L137.8 329 113.2 474.7c-2 12 3 24.2 12.9 31.3s23 8 33.8 2.3l128.3-68.5 128.3 68.5c10.8 5.7 23.9 4.9 33.8-2.3s14.9-19.3 12.9-31.3L438.5 329 542.7 225.9c8.6-8.5 11.7-21.2 7.9-32.7s-13.7-19.9-25.7-21.7L381.2 150.3 316.9 18z",
  ],
  fork: [
    "0 0 448 512",
    "M80 104a24 24 0 1 0 0-48 24 24 0 1 0 0 48zm80-24c0 32.8-19.7 61-48 73.3l0 38.7c0 17.7 14.3 32 32 32l160 0c17.7 0 32-14.3 32-32l0-38.7C307.7 141 288 112.8 288 80c0-44.2 35.8-80 80-80s80 35.8 80 80c0 32.8-19.7 61-48 73.3l0 38.7c0 53-43 96-96 96l-48 0 0 70.7c28.3 12.3 48 40.5 48 73.3c0 44.2-35.8 80-80 80s-80-35.8-80-80c0-32.8 19.7-61 48-73.3l0-70.7-48 0c-53 0-96-43-96-96l0-38.7C19.7 141 0 112.8 0 80C0 35.8 35.8 0 80 0s80 35.8 80 80zm208 24a24 24 0 1 0 0-48 24 24 0 1 0 0 48zM248 432a24 24 0 1 0 -48 0 24 24 0 1 0 48 0z",
  ],
  site: [
    "0 0 512 512",
    "M352 256c0 22.2-1.2 43.6-3.3 64l-185.3 0c-2.2-20.4-3.3-41.8-3.3-64s1.2-43.6 3.3-64l185.3 0c2.2 20.4 3.3 41.8 3.3 64zm28.8-64l123.1 0c5.3 20.5 8.1 41.9 8.1 64s-2.8 43.5-8.1 64l-123.1 0c2.1-20.6 3.2-42 3.2-64s-1.1-43.4-3.2-64zm112.6-32l-116.7 0c-10-63.9-29.8-117.4-55.3-151.6c78.3 20.7 142 77.5 171.9 151.6zm-149.1 0l-176.6 0c6.1-36.4 15.5-68.6 27-94.7c10.5-23.6 22.2-40.7 33.5-51.5C239.4 3.2 248.7 0 256 0s16.6 3.2 27.8 13.8c11.3 10.8 23 27.9 33.5 51.5c11.6 26 20.9 58.2 27 94.7zm-209 0L18.6 160C48.6 85.9 112.2 29.1 190.6 8.4C165.1 42.6 145.3 96.1 135.3 160zM8.1 192l123.1 0c-2.1 20.6-3.2 42-3.2 64s1.1 43.4 3.2 64L8.1 320C2.8 299.5 0 278.1 0 256s2.8-43.5 8.1-64zM194.7 446.6c-11.6-26-20.9-58.2-27-94.6l176.6 0c-6.1 36.4-15.5 68.6-27 94.6c-10.5 23.6-22.2 40.7-33.5 51.5C272.6 508.8 263.3 512 256 512s-16.6-3.2-27.8-13.8c-11.3-10.8-23-27.9-33.5-51.5zM135.3 352c10 63.9 29.8 117.4 55.3 151.6C112.2 482.9 48.6 426.1 18.6 352l116.7 0zm358.1 0c-30 74.1-93.6 130.9-171.9 151.6c25.5-34.2 45.2-87.7 55.3-151.6l116.7 0z",
  ],
} as const;

/** The icons' symbols, once, before the cards that use them. */
export const CARD_ICON_SYMBOLS = (
  <svg aria-hidden="true" width="0" height="0" className="absolute">
    {Object.entries(ICONS).map(([name, [viewBox, path]]) => (
      <symbol key={name} id={`repository-${name}`} viewBox={viewBox}>
        <path d={path} fill="currentColor" />
      </symbol>
    ))}
  </svg>
);

const icon = (name: keyof typeof ICONS, className?: string) => (
  <svg aria-hidden="true" width="1em" height="1em" className={className}>
    <use href={`#repository-${name}`} />
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
}: {
  repository: Repository;
  /** The page's language (English without one) and the island's words in it. */
  lang: string | undefined;
  t: RepositoryStrings;
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
              {icon(kind)}
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
              {icon("site", OFF_LIVE)}
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
