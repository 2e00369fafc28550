// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  findRepository,
  formatPushed,
  type RepositoryFigures,
} from "../../src/features/repositories/figures";
import { RepositoryFiguresView } from "../../src/features/repositories/RepositoryFiguresView";
import { DICTIONARIES } from "../../src/lib/i18n";
import type { Repository } from "../../src/features/repositories/parse";

const repository = (name: string, fields: Partial<Repository> = {}): Repository => ({
  id: 1,
  name,
  description: null,
  stars: 1234,
  forks: 5,
  url: `https://github.com/octocat/${name}`,
  homepage: null,
  fork: false,
  archived: false,
  pushedAt: "2026-03-01T10:00:00Z",
  language: "TypeScript",
  topics: [],
  ...fields,
});

describe("a case study's repository figures", () => {
  const list = { fetchedAt: 1, repositories: [repository("Task-Board"), repository("other")] };

  it("find the repository by its name, whatever the case", () => {
    expect(findRepository(list, "task-board")?.name).toBe("Task-Board");
    expect(findRepository(list, "missing")).toBeNull();
    expect(findRepository(null, "task-board")).toBeNull();
  });

  it("print the last push as a day, the same everywhere", () => {
    expect(formatPushed("2026-03-01T23:30:00Z")).toBe("Mar 1, 2026");
    expect(formatPushed("2026-03-31T23:30:00Z", true)).toBe("Mar 2026");
    expect(formatPushed(null)).toBeNull();
    expect(formatPushed("not a date")).toBeNull();
  });

  const view = (figures: RepositoryFigures | null) => {
    document.body.innerHTML = renderToStaticMarkup(
      <RepositoryFiguresView
        repo="task-board"
        figures={figures}
        fetchedAt={figures ? 1 : null}
        lang="en"
        t={DICTIONARIES.en}
      />,
    );
    return document.querySelector<HTMLElement>("[data-repository-figures]");
  };

  it("are in the page as the build read them", () => {
    const root = view(repository("task-board"));
    expect(root?.hidden).toBe(false);
    const text = (name: string) => root?.querySelector(`[data-figure="${name}"]`)?.textContent;
    expect(text("stars")).toBe("1.2K");
    expect(text("forks")).toBe("5");
    expect(text("language")).toBe("TypeScript");
    expect(text("pushed")).toBe("Mar 1, 2026");
    expect(
      root?.querySelector<HTMLElement>('[data-figure="language-dot"]')?.style.backgroundColor,
    ).toBe("rgb(49, 120, 198)");
  });
});
