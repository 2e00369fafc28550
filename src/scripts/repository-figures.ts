import {
  fetchList,
  isFresh,
  languageTable,
  parseCache,
  readCache,
  type RepositoryList,
} from "../features/repositories/client";
import { findRepository, formatCount, formatPushed } from "../features/repositories/figures";

// A case study's deferred script (integrations/finish-build.ts): the page's loader fetches it
// once the page has loaded and the browser is idle, as an island hydrated `client:idle` would.
// It brings the figures (RepositoryFiguresView) up to date the way the Projects page does: the
// visitor's cached list when it is newer than the build's, and a request to GitHub unless that
// cache is under ten minutes old. Any failure leaves the build's figures, or the block hidden.

function show(root: HTMLElement, list: RepositoryList): void {
  const repository = findRepository(list, root.dataset.repo ?? "");
  if (!repository) return;
  const { stars, forks, language, pushedAt } = repository;
  // In the page's language, as the build wrote them.
  const lang = document.documentElement.lang;
  const pushed = formatPushed(pushedAt, false, lang);
  // RepositoryFiguresView renders every one of them.
  const figure = (name: string) => root.querySelector(`[data-figure="${name}"]`) as HTMLElement;
  figure("stars").textContent = formatCount(stars, lang);
  figure("forks").textContent = formatCount(forks, lang);
  root.querySelectorAll<HTMLElement>("[data-figure-row]").forEach((row) => {
    row.hidden = !(row.dataset.figureRow === "language" ? language : pushed);
  });
  if (language && figure("language").textContent !== language) {
    figure("language").textContent = language;
    // A language the build did not show: a neutral dot until the site's table gives its colour.
    const dot = figure("language-dot");
    dot.style.backgroundColor = "";
    void languageTable(root.dataset.languageTable ?? "").then((colors) => {
      dot.style.backgroundColor = Object.hasOwn(colors, language) ? (colors[language] ?? "") : "";
    });
  }
  if (pushedAt && pushed) {
    // Built without the date, the row holds a <span>: a <time> must carry one to be valid.
    const time = document.createElement("time");
    time.dataset.figure = "pushed";
    time.dateTime = pushedAt;
    time.textContent = pushed;
    figure("pushed").replaceWith(time);
  }
  root.hidden = false;
}

const root = document.querySelector<HTMLElement>("[data-repository-figures]");
const api = root?.dataset.api;
const user = root?.dataset.user;
if (root && api && user) {
  const cached = parseCache(readCache(api, user), api);
  if (cached && cached.fetchedAt > Number(root.dataset.fetchedAt)) show(root, cached);
  // A failure is quiet: the build's figures stay, or the block stays hidden.
  if (!isFresh(cached)) {
    fetchList(api, user)
      .then((list) => show(root, list))
      .catch(() => null);
  }
}
