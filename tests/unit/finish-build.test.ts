// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, serialize } from "parse5";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  finishPages,
  headerRules,
  headersFile,
  inlineScriptHashes,
  moveIslandScripts,
  pageCode,
  pruneCss,
  pruneProperties,
  pruneStyles,
  type PageCarries,
} from "../../integrations/finish-build";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// Astro's island scripts (shortened), the page's own, and the deferred scripts' loader.
const DIRECTIVE = "(()=>{(self.Astro||(self.Astro={})).afterload=a;})();";
const RUNTIME = '(()=>{customElements.define("astro-island",f)})();';
const THEME = 'document.documentElement.classList.add("js");';
const PAGE = 'document.querySelector("[data-menu-button]");';
const LOADER = "load(document.currentScript.dataset.src);";

/** A page as Astro writes it, its island a slot of a component: its scripts ahead of it. */
const islandPage = (island = true) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><script>${THEME}</script></head><body>` +
  `<main>${island ? `<style>astro-island{display:contents}</style><script>${DIRECTIVE}</script><script>${RUNTIME}</script>` : ""}` +
  `<section><h2>Form</h2>${island ? '<astro-island component-url="/_astro/Form.1.js" ssr=""><p>Read me</p></astro-island>' : ""}</section>` +
  `</main><script>${PAGE}</script><script type="application/ld+json">{"a":1}</script></body></html>`;

describe("moveIslandScripts", () => {
  it("puts the loader of one file where Astro's first island script was", () => {
    const document = parse(islandPage());
    const files: string[] = [];
    moveIslandScripts(document, LOADER, (code) => {
      files.push(code);
      return "/_astro/islands.js";
    });
    expect(files).toEqual([`${DIRECTIVE}\n${RUNTIME}`]);
    expect(serialize(document)).toBe(
      islandPage().replace(
        `<script>${DIRECTIVE}</script><script>${RUNTIME}</script>`,
        `<script data-src="/_astro/islands.js">${LOADER}</script>`,
      ),
    );
  });

  it("leaves a page without islands as it is", () => {
    const document = parse(islandPage(false));
    moveIslandScripts(document, LOADER, () => "/x.js");
    expect(serialize(document)).toBe(islandPage(false));
  });
});

/** A page with these classes and, unless named, every element. */
const carrying = (
  classes: (name: string) => boolean,
  elements: (name: string) => boolean = () => true,
  rtl = false,
): PageCarries => ({ classes, elements, rtl });

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
    expect(
      pruneCss(
        css,
        carrying((name) => name === "sm:grid"),
      ),
    ).toContain(".sm\\:grid:hover{display:grid}");
  });

  it("keeps a :where() or :is() rule only where one of its selectors can match", () => {
    const space = ":where(.space-y-2>:not(:last-child)){margin-block-start:8px}";
    const hover = ".group-hover\\:x:is(:where(.group):hover *){color:red}";
    expect(
      pruneCss(
        space + hover,
        carrying((name) => name === "group-hover:x"),
      ),
    ).toBe("");
    expect(
      pruneCss(
        space + hover,
        carrying(() => true),
      ),
    ).toBe(
      ":where(.space-y-2>:not(:last-child)){margin-block-start:8px}" +
        ".group-hover\\:x:is(:where(.group):hover *){color:red}",
    );
  });

  it("keeps the rules of right-to-left text only for a page that has some", () => {
    const rtl = ".rtl\\:-scale-x-100:where(:dir(rtl),[dir=rtl],[dir=rtl] *){scale:-1 1}";
    const dark = ".dark\\:block:where(.dark,.dark *){display:block}";
    expect(
      pruneCss(
        rtl + dark,
        carrying(() => true),
      ),
    ).toBe(dark);
    expect(
      pruneCss(
        rtl + dark,
        carrying(
          () => true,
          () => true,
          true,
        ),
      ),
    ).toContain("scale:-1 1");
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

describe("pruneProperties", () => {
  it("drops the custom properties nothing reads, and their registrations, and nothing else", () => {
    const [pruned] = pruneProperties(
      [
        "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}" +
          "@property --tw-unused{syntax:'*';inherits:false}" +
          ":root{--read:1px;--unread:2px;-webkit-tap-highlight-color:transparent}" +
          ".a{box-shadow:var(--tw-shadow);margin:var(--read)}",
      ],
      "",
    );
    expect(pruned).toContain("@property --tw-shadow");
    expect(pruned).not.toContain("--tw-unused");
    expect(pruned).toContain("--read:1px");
    expect(pruned).not.toContain("--unread");
    // A property Lightning CSS does not know is not a custom property.
    expect(pruned).toContain("-webkit-tap-highlight-color:transparent");
  });

  it("keeps what another stylesheet or the page reads, until nothing more goes", () => {
    const pruned = pruneProperties(
      [
        ":root{--accent:red;--delay:1s;--spare:0}",
        ".a{color:var(--font-mono)}:root{--font-mono:var(--face);--face:x;--chain:var(--spare)}",
      ],
      '<p style="transition-delay:var(--delay)"></p> el.style.setProperty("--accent", "blue")',
    ).join("\n");
    for (const kept of ["--accent:red", "--delay:1s", "--font-mono:var(--face)", "--face:x"]) {
      expect(pruned).toContain(kept);
    }
    // Read only by a property that went itself.
    expect(pruned).not.toContain("--chain");
    expect(pruned).not.toContain("--spare");
  });
});

describe("pruneStyles", () => {
  it("keeps the classes and elements of the markup and those its code names", () => {
    const rules = [
      ".\\[\\&\\>h2\\]\\:mt-12>h2{margin:0}",
      ".js{a:b}",
      ".dark{a:b}",
      ".is-visible{a:b}",
      ".card{a:b}",
      ".grid{a:b}",
      ".marquee{a:b}",
      ".visible{a:b}",
      ".filter{a:b}",
      "dialog{a:b}",
      "textarea{a:b}",
      "table{a:b}",
      ":root{--glow:blue}",
      ".gone{color:var(--glow)}",
    ];
    const document = parse(
      `<style>${rules.join("")}</style><div class="[&amp;&gt;h2]:mt-12"><h2>A</h2></div>`,
    );
    pruneStyles(
      document,
      'root.classList.add("js", \'dark\'); el.className = `is-visible ${x ? "card" : ""}`;' +
        'document.createElement("dialog"); jsx("textarea", {}); el.closest("[data-marquee-pause]");' +
        "el.id = 'is-visible'; list.filter((x) => x); const table = 1; // a table",
    );
    const css = serialize(document);
    for (const kept of ["mt-12", ".js", ".dark", ".is-visible", ".card", "dialog", "textarea"]) {
      expect(css).toContain(kept);
    }
    // Part of a longer name is not the name, nor is a function or a word of the code.
    for (const gone of [".grid", ".marquee", ".visible", ".filter", "table{", ".gone", "--glow"]) {
      expect(css).not.toContain(gone);
    }
  });
});

describe("pageCode", () => {
  it("takes the inline scripts, the islands' components and deferred scripts with their imports", () => {
    const file = (code: string, imports: string[] = []) => ({ code, imports });
    const files = new Map([
      ["Island.1.js", file("island", ["react.2.js", "shared.3.js"])],
      ["react.2.js", file("react")],
      ["shared.3.js", file("shared", ["lazy.4.js", "react.2.js"])],
      ["lazy.4.js", file("lazy")],
      ["client.5.js", file("react-dom")],
      ["figures.6.js", file("figures")],
      ["other.7.js", file("other")],
    ]);
    const document = parse(
      '<astro-island component-url="/base/_astro/Island.1.js" renderer-url="/base/_astro/client.5.js">' +
        '</astro-island><script data-src="/base/_astro/figures.6.js">load()</script>',
    );
    expect(pageCode(document, files).split("\n").sort()).toEqual(
      ["figures", "island", "lazy", "load()", "react", "shared"].sort(),
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts the browser runs, not external or data scripts", () => {
    const document = parse(
      [
        "<script>theme()</script>",
        '<script type="module">import "/a.js";</script>',
        '<script src="/b.js"></script>',
        '<script type="application/ld+json">{"@type":"Person"}</script>',
        '<script type="text/javascript">x()</script>',
        '<script data-src="https://x.test/a.js">load()</script>',
      ].join(""),
    );
    expect(inlineScriptHashes(document)).toEqual(
      ["theme()", 'import "/a.js";', "x()", "load()"].map(sha),
    );
  });
});

describe("contentSecurityPolicy", () => {
  const origins = { connectOrigins: ["https://api.github.com", "https://api.emailjs.com"] };
  const hashes = [sha("b"), sha("a"), sha("a")];

  // security-headers.spec.ts checks the served policy's sources; here, what it cannot see.
  it("lists each script hash once, in order, and leaves frame-ancestors to the headers", () => {
    const csp = contentSecurityPolicy(origins, hashes);
    expect(csp).toContain(`script-src 'self' ${[sha("a"), sha("b")].sort().join(" ")};`);
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("object-src 'none'");
    // Browsers ignore frame-ancestors in a <meta> policy.
    expect(csp).not.toContain("frame-ancestors");
  });

  it("allows an analytics provider's script, connect and image origins, and no more", () => {
    const csp = contentSecurityPolicy(
      {
        scriptOrigins: ["https://gc.zgo.at"],
        connectOrigins: [...origins.connectOrigins, "https://me.goatcounter.com"],
        imgOrigins: ["https://me.goatcounter.com"],
      },
      hashes,
    );
    expect(csp).toContain(
      `script-src 'self' https://gc.zgo.at ${[sha("a"), sha("b")].sort().join(" ")};`,
    );
    expect(csp).toContain(
      "connect-src 'self' https://api.github.com https://api.emailjs.com https://me.goatcounter.com",
    );
    expect(csp).toContain("img-src 'self' data: https://me.goatcounter.com;");
  });
});

describe("the headers", () => {
  it("writes a _headers file scoped to the base path", () => {
    const file = headersFile(headerRules("/portfolio/"));
    expect(file).toMatch(/^\/portfolio\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'\n/);
    expect(file).toContain(
      "\n\n/portfolio/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });
});

describe("finishPages", () => {
  it("finishes every page and writes the site's files, under the base path", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "build-"));
    const pages = {
      "index.html": islandPage(false),
      "projects/index.html": islandPage(),
      "contact/index.html": islandPage(),
      "404.html": islandPage(false),
    };
    for (const [file, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), html);
    }
    await finishPages(dir, Object.keys(pages), {
      deferred: new Map([["figures.1.js", "figures()"]]),
      connectOrigins: ["https://api.github.com"],
      basePath: "/repo/",
      loader: LOADER,
    });

    const read = (file: string) => readFile(path.join(dir, file), "utf8");
    const [islands, figures] = (await readdir(path.join(dir, "_astro"))).sort();
    expect(figures).toBe("figures.1.js");
    expect(islands).toMatch(/^astro-island\.[0-9a-f]{10}\.js$/);
    expect(await read(`_astro/${islands}`)).toBe(`${DIRECTIVE}\n${RUNTIME}\n`);
    expect(await read("_astro/figures.1.js")).toBe("figures()\n");
    for (const page of ["projects/index.html", "contact/index.html"]) {
      expect(await read(page)).toContain(
        `<script data-src="/repo/_astro/${islands}">${LOADER}</script>`,
      );
    }

    // Each page's policy, right after its charset, holds the hashes of its own scripts.
    const meta = (html: string) =>
      /<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
        html,
      )?.[1];
    const home = meta(await read("index.html"));
    expect(home).toBe(
      contentSecurityPolicy({ connectOrigins: ["https://api.github.com"] }, [THEME, PAGE].map(sha)),
    );
    expect(meta(await read("projects/index.html"))).toContain(sha(LOADER));
    expect(await read("_headers")).toBe(headersFile(headerRules("/repo/")));
  });
});
