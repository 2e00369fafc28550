// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  markupClasses,
  pageClasses,
  pruneCss,
  prunePage,
  pruneProperties,
} from "../../integrations/prune-css";

describe("markupClasses and pageClasses", () => {
  it("read class attributes as the browser does, entities decoded", () => {
    const html =
      "<div class=\"flex  sm:grid [&amp;&gt;h2]:mt-12\"></div><p class='muted'></p><a class=x></a>";
    expect([...markupClasses(html)].sort()).toEqual(
      ["[&>h2]:mt-12", "flex", "muted", "sm:grid", "x"].sort(),
    );
  });

  it("count any name the page's scripts or the code given for it spell out", () => {
    const html = `<script>document.documentElement.classList.add("js", 'dark')</script><b class="b"></b>`;
    const carries = pageClasses(html, ['el.className = `is-visible ${x ? "card" : ""}`;']);
    for (const name of ["b", "js", "dark", "is-visible", "card"]) expect(carries(name)).toBe(true);
    expect(carries("grid")).toBe(false);
  });
});

describe("pruneCss", () => {
  const css =
    ".flex{display:flex}.grid{display:grid}.sm\\:grid:hover{display:grid}" +
    ".a .b{color:red}.a:not(.gone){color:blue}.gone,.kept{color:green}" +
    "@media (width>=40rem){.wide{width:100%}.flex{gap:1px}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}html{color:#000}";

  it("drops the rules a class of which is on no element, keeps the rest as they were", () => {
    const present = new Set(["flex", "a", "kept"]);
    const out = pruneCss(css, (name) => present.has(name));
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
    expect(pruneCss(css, (name) => name === "sm:grid")).toContain(".sm\\:grid:hover{display:grid}");
  });
});

describe("pruneProperties and prunePage", () => {
  it("drops the custom properties nothing reads, and their registrations, and nothing else", () => {
    const css =
      "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}" +
      "@property --tw-unused{syntax:'*';inherits:false}" +
      ":root{--read:1px;--unread:2px;-webkit-tap-highlight-color:transparent}" +
      ".a{box-shadow:var(--tw-shadow);margin:var(--read)}";
    const read = (name: string) => ["--tw-shadow", "--read"].includes(name);
    const pruned = pruneProperties(css, read);
    expect(pruned).toContain("@property --tw-shadow");
    expect(pruned).not.toContain("--tw-unused");
    expect(pruned).toContain("--read:1px");
    expect(pruned).not.toContain("--unread");
    // A property Lightning CSS does not know is not a custom property.
    expect(pruned).toContain("-webkit-tap-highlight-color:transparent");
  });

  it("keeps what the page's other stylesheets, markup or scripts read, until nothing more goes", () => {
    const html =
      `<style>:root{--accent:red;--glow:blue;--delay:1s;--spare:0}</style>` +
      `<style>.a{color:var(--font-mono)}:root{--font-mono:var(--face);--face:x;--chain:var(--spare)}` +
      `.gone{color:var(--glow)}</style>` +
      `<p class="a" style="transition-delay:var(--delay)"></p>` +
      `<script>el.style.setProperty("--accent", "blue")</script>`;
    const page = prunePage(html);
    expect(page).toContain("--accent:red");
    expect(page).toContain("--delay:1s");
    expect(page).toContain("--font-mono:var(--face)");
    expect(page).toContain("--face:x");
    // Read only by a rule that could not match, or by a property that went itself.
    expect(page).not.toContain(".gone");
    expect(page).not.toContain("--glow");
    expect(page).not.toContain("--chain");
    expect(page).not.toContain("--spare");
  });
});
