import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { transform, type CustomAtRules, type Selector, type Visitor } from "lightningcss";

/**
 * Every page carries its styles inline, so its first paint waits for no stylesheet. Tailwind
 * writes one stylesheet for the whole site, though, and each page would carry the rules of
 * every other page too. After the build, this keeps in each page only the rules that can match
 * it: a rule goes when a class its selector names is on no element of the page and in none of
 * the page's scripts (the inline scripts, and the islands' code on pages that have islands,
 * since both may set classes later). Then the custom properties that nothing on the page reads
 * go too: Tailwind registers and defaults its own (`--tw-shadow`...) and declares its theme's
 * values for every utility of the site. The pages' documents then fit in one round trip.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
};

/** An attribute's value as the browser reads it (Tailwind's arbitrary variants hold & and >). */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (entity, name: string) => ENTITIES[name] ?? entity,
  );
}

/** The class names in a page's markup. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? "").split(/\s+/)) {
      if (name) classes.add(decodeAttribute(name));
    }
  }
  return classes;
}

/**
 * Whether a page may carry a class: it is in the markup, or its name appears anywhere in the
 * page's inline scripts or in the code given (which may set it later). Reading scripts as plain
 * text keeps any name a script spells out, however its strings are written.
 */
export function pageClasses(
  html: string,
  scripts: readonly string[] = [],
): (name: string) => boolean {
  const markup = markupClasses(html);
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
  const code = [...inline, ...scripts].join("\n");
  const seen = new Map<string, boolean>();
  return (name) => {
    if (markup.has(name)) return true;
    let found = seen.get(name);
    if (found === undefined) {
      found = code.includes(name);
      seen.set(name, found);
    }
    return found;
  };
}

/**
 * Whether a selector can match: every class of its own compounds is on the page. Classes inside
 * :not(), :is(), :where() and the like are left alone: :not(.absent) matches everything.
 */
function canMatch(selector: Selector, carries: (name: string) => boolean): boolean {
  return selector.every((component) => component.type !== "class" || carries(component.name));
}

/** A stylesheet passed through Lightning CSS with a visitor, minified. */
function transformCss(css: string, visitor: Visitor<CustomAtRules>): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor,
  });
  return code.toString();
}

/** The stylesheet without the rules that cannot match a page with these classes. */
export function pruneCss(css: string, carries: (name: string) => boolean): string {
  return transformCss(css, {
    Rule: {
      // A rule goes when none of its selectors can match; one that can keeps all of them
      // (Tailwind's rules have one selector each).
      style(rule) {
        return rule.value.selectors.some((selector) => canMatch(selector, carries))
          ? undefined
          : [];
      },
    },
  });
}

/** The custom properties that a stylesheet reads with var(). */
export function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ""));
}

/**
 * The stylesheet without the declarations and registrations (`@property`) of custom properties
 * that nothing reads: `read` says whether a name is read by some stylesheet of the page or
 * mentioned in its markup or scripts.
 */
export function pruneProperties(css: string, read: (name: string) => boolean): string {
  return transformCss(css, {
    Declaration: {
      // Lightning CSS also hands properties it does not know here (-webkit-tap-highlight-color).
      custom(property) {
        return !property.name.startsWith("--") || read(property.name) ? undefined : [];
      },
    },
    Rule: {
      property(rule) {
        return read(rule.value.name) ? undefined : [];
      },
    },
  });
}

/**
 * A page's inline stylesheets pruned for it: first the rules that cannot match, then the custom
 * properties that no remaining rule, markup or script reads, repeated while a removal leaves
 * another property unread (`--font-mono: var(--font-geist-mono)`).
 */
export function prunePage(html: string, scripts: readonly string[] = []): string {
  const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
  const eachStyle = (text: string, prune: (css: string) => string) =>
    text.replace(STYLE, (_, open: string, css: string, close: string) => open + prune(css) + close);
  const classes = pageClasses(html, scripts);
  let page = eachStyle(html, (css) => pruneCss(css, classes));
  const elsewhere = [page.replace(STYLE, ""), ...scripts].join("\n");
  for (let pass = 0; pass < 5; pass += 1) {
    const styles = [...page.matchAll(STYLE)].map((match) => match[2] ?? "").join("\n");
    const read = readProperties(styles);
    const next = eachStyle(page, (css) =>
      pruneProperties(css, (name) => read.has(name) || elsewhere.includes(name)),
    );
    if (next === page) break;
    page = next;
  }
  return page;
}

/** Each page's inline stylesheets pruned for that page. */
export async function prunePageStyles(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = (extension: string) =>
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => path.join(entry.parentPath, entry.name));
  // The islands' code: on a page with an island, any of it may render there.
  const islandCode = await Promise.all(files(".js").map((file) => readFile(file, "utf8")));
  await Promise.all(
    files(".html").map(async (file) => {
      const html = await readFile(file, "utf8");
      const pruned = prunePage(html, html.includes("<astro-island") ? islandCode : []);
      if (pruned !== html) await writeFile(file, pruned);
    }),
  );
}

export function pruneCssIntegration(): AstroIntegration {
  return {
    name: "portfolio:prune-css",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await prunePageStyles(fileURLToPath(dir));
      },
    },
  };
}
