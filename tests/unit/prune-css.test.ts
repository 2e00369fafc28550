// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  markupClasses,
  pageClasses,
  pageElements,
  pageScripts,
  pruneCss,
  prunePage,
  pruneProperties,
  type PageCarries,
} from "../../integrations/prune-css";

/** A page with these classes and, unless named, every element. */
function carrying(
  classes: (name: string) => boolean,
  elements: (name: string) => boolean = () => true,
): PageCarries {
  return { classes, elements };
}

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
    // Part of a longer name is not the name.
    const attributes = pageClasses("", [
      'el.closest("[data-marquee-pause]"); el.id = "is-visible"',
    ]);
    expect(attributes("marquee")).toBe(false);
    expect(attributes("visible")).toBe(false);
    expect(attributes("is-visible")).toBe(true);
    // Nor is a function of the same name.
    expect(pageClasses("", ["list.filter((x) => x)"])("filter")).toBe(false);
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
    const out = pruneCss(
      css,
      carrying((name) => present.has(name)),
    );
    expect(out).toContain(".flex{display:flex}");
    expect(out).not.toContain(".grid{");
    expect(out).not.toContain("sm\\:grid");
    // Both classes of a descendant selector must be there.
    expect(out).not.toContain(".a .b");
    // :not(.absent) matches everything, so it stays.
    expect(out).toContain(".a:not(.gone)");
    // A list keeps the selectors that can match.
    expect(out).toContain("}.kept{color:green}");
    expect(out).not.toContain(".gone,");
    expect(out).toContain("gap:1px");
    expect(out).not.toContain(".wide");
    expect(out).toContain("@keyframes spin");
    expect(out).toContain("html{color:#000}");
  });

  it("keeps a rule whose escaped class name is on the page", () => {
    expect(
      pruneCss(
        css,
        carrying((name) => name === "sm:grid"),
      ),
    ).toContain(".sm\\:grid:hover{display:grid}");
  });

  it("drops the selectors of elements the page does not hold, and form fields' own parts", () => {
    const preflight =
      "h1,h2,h3{font-size:inherit}sub,sup{line-height:0}table{border-collapse:collapse}" +
      "abbr:where([title]){text-decoration:underline dotted}" +
      ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}" +
      "::file-selector-button{margin-inline-end:4px}::placeholder{opacity:1}" +
      "::-webkit-datetime-edit{display:inline-flex}:-moz-ui-invalid{box-shadow:none}" +
      "button,input:where([type=button]){appearance:button}";
    const withoutFields = pruneCss(
      preflight,
      carrying(
        () => true,
        (name) => ["h1", "h3", "button"].includes(name),
      ),
    );
    expect(withoutFields).toContain("h1,h3{font-size:inherit}");
    for (const gone of ["h2", "sub", "table", "abbr", "optgroup", "file-selector", "placeholder"]) {
      expect(withoutFields).not.toContain(gone);
    }
    expect(withoutFields).not.toContain("datetime");
    expect(withoutFields).not.toContain("ui-invalid");
    expect(withoutFields).toContain("button{appearance:button}");

    const withInput = pruneCss(
      preflight,
      carrying(
        () => true,
        (name) => name === "input",
      ),
    );
    for (const kept of ["::placeholder", "::file-selector-button", "::-webkit-datetime-edit"]) {
      expect(withInput).toContain(kept);
    }
    expect(withInput).toContain("input:where([type=button]){appearance:button}");
  });
});

describe("pageElements and pageScripts", () => {
  it("count the elements in the markup and those a script creates by name", () => {
    const html = `<main><P>x</P></main><script>document.createElement("dialog")</script>`;
    const holds = pageElements(html, ['jsx("textarea",{rows:4})']);
    for (const name of ["main", "p", "dialog", "textarea", "script"]) {
      expect(holds(name)).toBe(true);
    }
    // A word in the code is not an element it creates.
    expect(pageElements("<p></p>", ["const table = 1; // a table"])("table")).toBe(false);
  });

  it("take the islands' components and deferred scripts with their imports, not the renderer", () => {
    const code = new Map([
      ["Island.1.js", 'import{j as e}from"./react.2.js";import"./shared.3.js";'],
      ["react.2.js", "react"],
      ["shared.3.js", 'const t=import("./lazy.4.js")'],
      ["lazy.4.js", "lazy"],
      ["client.5.js", "react-dom"],
      ["figures.6.js", "figures"],
      ["other.7.js", "other"],
    ]);
    const html =
      '<astro-island component-url="/base/_astro/Island.1.js" renderer-url="/base/_astro/client.5.js">' +
      '</astro-island><script data-src="/base/_astro/figures.6.js">load()</script>';
    expect(pageScripts(html, code).sort()).toEqual(
      [
        "figures",
        'import{j as e}from"./react.2.js";import"./shared.3.js";',
        "lazy",
        "react",
        'const t=import("./lazy.4.js")',
      ].sort(),
    );
    expect(pageScripts("<p></p>", code)).toEqual([]);
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
