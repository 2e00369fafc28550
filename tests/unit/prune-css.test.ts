// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageClasses, pruneCss } from "../../integrations/prune-css";

describe("pageClasses", () => {
  it("reads class attributes as the browser does, entities decoded", () => {
    const html =
      "<div class=\"flex  sm:grid [&amp;&gt;h2]:mt-12\"></div><p class='muted'></p><a class=x></a>";
    expect([...pageClasses(html)].sort()).toEqual(
      ["[&>h2]:mt-12", "flex", "muted", "sm:grid", "x"].sort(),
    );
  });

  it("counts every word of the strings in the page's scripts and in code given for it", () => {
    const html = `<script>document.documentElement.classList.add("js", 'dark')</script>`;
    const classes = pageClasses(html, ["el.className = `is-visible card`;"]);
    for (const name of ["js", "dark", "is-visible", "card"]) expect(classes.has(name)).toBe(true);
    expect(classes.has("classList")).toBe(false);
  });
});

describe("pruneCss", () => {
  const css =
    ".flex{display:flex}.grid{display:grid}.sm\\:grid:hover{display:grid}" +
    ".a .b{color:red}.a:not(.gone){color:blue}.gone,.kept{color:green}" +
    "@media (width>=40rem){.wide{width:100%}.flex{gap:1px}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}html{color:#000}";

  it("drops the rules a class of which is on no element, keeps the rest as they were", () => {
    const out = pruneCss(css, new Set(["flex", "a", "kept"]));
    expect(out).toContain(".flex{display:flex}");
    expect(out).not.toContain(".grid{");
    expect(out).not.toContain("sm\\:grid");
    // Both classes of a descendant selector must be there.
    expect(out).not.toContain(".a .b");
    // :not(.absent) matches everything, so it stays.
    expect(out).toContain(".a:not(.gone)");
    // One selector of a list that can match keeps the rule whole.
    expect(out).toContain(".gone,.kept{color:green}");
    expect(out).toContain("gap:1px");
    expect(out).not.toContain(".wide");
    expect(out).toContain("@keyframes spin");
    expect(out).toContain("html{color:#000}");
  });

  it("keeps a rule whose escaped class name is on the page", () => {
    expect(pruneCss(css, new Set(["sm:grid"]))).toContain(".sm\\:grid:hover{display:grid}");
  });
});
