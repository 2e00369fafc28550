import {
  cacheKey,
  isFresh,
  parseCacheEntry,
  readCache,
  writeCache,
  type RepositoryList,
} from "./cache";
import { fetchRepositories } from "./client";
import { figuresOf, findRepository, formatCount, formatPushed } from "./figures";

/**
 * Brings a case study's figures (RepositoryFiguresView) up to date in the browser, the way the
 * Projects page does: the visitor's cached list when it is newer than the build's, and a request
 * to GitHub unless that cache is under ten minutes old. Both pages share the cache, so going
 * from /projects to a case study asks GitHub nothing. Any failure leaves the build's figures.
 */

const HEX = /^#[0-9a-f]{6}$/i;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function languageColor(tableUrl: string, language: string): Promise<string | null> {
  try {
    const response = await fetch(tableUrl);
    const table: unknown = response.ok ? await response.json() : null;
    const color =
      table && typeof table === "object" ? (table as Record<string, unknown>)[language] : null;
    return typeof color === "string" && HEX.test(color) ? color : null;
  } catch {
    return null;
  }
}

function show(root: HTMLElement, list: RepositoryList): void {
  const repository = findRepository(list, root.dataset.repo ?? "");
  if (!repository) return;
  const figures = figuresOf(repository);
  const field = (name: string) => root.querySelector<HTMLElement>(`[data-figure="${name}"]`);
  const row = (name: string) => root.querySelector<HTMLElement>(`[data-figure-row="${name}"]`);
  const set = (name: string, text: string) => {
    const element = field(name);
    if (element) element.textContent = text;
  };
  set("stars", formatCount(figures.stars));
  set("forks", formatCount(figures.forks));
  const languageRow = row("language");
  const shownLanguage = field("language")?.textContent ?? "";
  if (languageRow) languageRow.hidden = !figures.language;
  if (figures.language && figures.language !== shownLanguage) {
    set("language", figures.language);
    const dot = field("language-dot");
    const tableUrl = root.dataset.languageTable;
    if (dot) dot.style.backgroundColor = "";
    if (dot && tableUrl) {
      void languageColor(tableUrl, figures.language).then((color) => {
        if (color) dot.style.backgroundColor = color;
      });
    }
  }
  const pushed = formatPushed(figures.pushedAt);
  const pushedRow = row("pushed");
  if (pushedRow) pushedRow.hidden = !pushed;
  const shown = field("pushed");
  if (shown && pushed && figures.pushedAt) {
    // Built without the date, the row holds a <span>: a <time> must carry one to be valid.
    const time = shown instanceof HTMLTimeElement ? shown : document.createElement("time");
    time.dataset.figure = "pushed";
    time.textContent = pushed;
    time.setAttribute("datetime", figures.pushedAt);
    if (time !== shown) shown.replaceWith(time);
  }
  root.hidden = false;
}

export function refreshFigures(root: HTMLElement): void {
  const apiBaseUrl = root.dataset.api;
  const username = root.dataset.user;
  if (!apiBaseUrl || !username || !root.dataset.repo) return;
  const key = cacheKey(apiBaseUrl, username);
  const cached = parseCacheEntry(readCache(storage(), key), apiBaseUrl);
  if (cached && cached.fetchedAt > Number(root.dataset.fetchedAt ?? 0)) show(root, cached);
  if (isFresh(cached, Date.now())) return;
  fetchRepositories({ apiBaseUrl, username }).then(
    (repositories) => {
      const list = { fetchedAt: Date.now(), repositories };
      writeCache(storage(), key, list);
      show(root, list);
    },
    () => {
      // Quiet: the build's figures stay, or the block stays hidden.
    },
  );
}
