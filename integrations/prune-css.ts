import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  transform,
  type CustomAtRules,
  type ReturnedRule,
  type Selector,
  type Visitor,
} from "lightningcss";

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

/** The code of a page's inline scripts. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
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
 * Whether a page may carry a class: it is in the markup, or its name appears, as a whole name, in
 * the page's inline scripts or in the code given (which may set it later). Reading scripts as
 * plain text keeps any name a script spells out, however its strings are written.
 */
export function pageClasses(
  html: string,
  scripts: readonly string[] = [],
): (name: string) => boolean {
  const markup = markupClasses(html);
  const code = [...inlineScripts(html), ...scripts].join("\n");
  const seen = new Map<string, boolean>();
  return (name) => {
    if (markup.has(name)) return true;
    let found = seen.get(name);
    if (found === undefined) {
      // The whole name, not part of a longer one (`marquee` is not in `data-marquee-pause`), nor
      // a function's (`.filter(`).
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      found = new RegExp(`(^|[^\\w-])${escaped}(?![\\w(-])`).test(code);
      seen.set(name, found);
    }
    return found;
  };
}

/** The element names in a page's markup. */
export function markupElements(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<([a-z][\w-]*)/gi)].map((match) => (match[1] ?? "").toLowerCase()),
  );
}

/**
 * Whether a page may hold an element: it is in the markup, or a script names it in quotes, as
 * `jsx("textarea")` and `createElement("input")` do.
 */
export function pageElements(
  html: string,
  scripts: readonly string[] = [],
): (name: string) => boolean {
  const markup = markupElements(html);
  const code = [...inlineScripts(html), ...scripts].join("\n");
  return (name) => markup.has(name) || new RegExp(`["'\`]${name}["'\`]`).test(code);
}

/** What a page carries, for the selectors that may match it. */
export interface PageCarries {
  classes: (name: string) => boolean;
  elements: (name: string) => boolean;
}

const FORM_FIELDS = ["input", "textarea", "select"];
/**
 * Browser-defined parts and states that exist only on form fields: the file button, the
 * placeholder, the parts of date, number and search inputs, Firefox's invalid-field state.
 */
const FIELD_PSEUDO =
  /^(-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|(inner|outer)-spin-button|search-)|-moz-ui-invalid)/;

function fieldOnly(component: Selector[number]): boolean {
  if (component.type === "pseudo-element") {
    return (
      component.kind === "file-selector-button" ||
      component.kind === "placeholder" ||
      (component.kind === "custom" && FIELD_PSEUDO.test(component.name))
    );
  }
  return (
    component.type === "pseudo-class" &&
    component.kind === "custom" &&
    FIELD_PSEUDO.test(component.name)
  );
}

/**
 * Whether a selector can match: every class and element name of its own compounds is on the
 * page, and a form field is, for the parts only form fields have. Names inside :not(), :is(),
 * :where() and the like are left alone: :not(.absent) matches everything.
 */
function canMatch(selector: Selector, carries: PageCarries): boolean {
  return selector.every((component) => {
    if (component.type === "class") return carries.classes(component.name);
    if (component.type === "type") return carries.elements(component.name.toLowerCase());
    if (fieldOnly(component)) return FORM_FIELDS.some(carries.elements);
    return true;
  });
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

type StyleRule = Extract<ReturnedRule, { type: "style" }>;

/**
 * The rule with fewer selectors, or undefined (the rule as it was) when Lightning CSS cannot take
 * it back: a rule handed to JavaScript does not always survive the way back (a `null` where it
 * expects nothing, `calc(infinity * 1px)`), so the new rule is tried on its own first.
 */
function narrowed(rule: StyleRule, selectors: Selector[]): StyleRule | undefined {
  const candidate = JSON.parse(
    JSON.stringify({ ...rule, value: { ...rule.value, selectors } }),
    (_key, value: unknown) => (value === null ? undefined : value),
  ) as StyleRule;
  try {
    transform({
      filename: "rule.css",
      code: Buffer.from("a{}"),
      visitor: { Rule: { style: () => candidate } },
    });
    return candidate;
  } catch {
    return undefined;
  }
}

/**
 * The stylesheet without the selectors that cannot match the page, and without the rules left
 * with none: `h1,h2,h3` keeps only the headings the page has.
 */
export function pruneCss(css: string, carries: PageCarries): string {
  return transformCss(css, {
    Rule: {
      style(rule) {
        const selectors = rule.value.selectors.filter((selector) => canMatch(selector, carries));
        if (selectors.length === 0) return [];
        if (selectors.length === rule.value.selectors.length) return undefined;
        return narrowed(rule, selectors);
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
  const carries: PageCarries = {
    classes: pageClasses(html, scripts),
    elements: pageElements(html, scripts),
  };
  let page = eachStyle(html, (css) => pruneCss(css, carries));
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

/**
 * The code of the scripts a page loads that may set classes on it: its islands' components
 * (`component-url`, not the renderer: React DOM renders what the components give it) and its
 * deferred scripts (a loader's `data-src`, integrations/inline-scripts.ts), each with the chunks
 * it imports. `code` holds the build's scripts by file name.
 */
export function pageScripts(html: string, code: ReadonlyMap<string, string>): string[] {
  const fileName = (url: string) => url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  const pending = [
    ...html.matchAll(/\scomponent-url="([^"]+)"/g),
    ...html.matchAll(/<script\b[^>]*\sdata-src="([^"]+)"/g),
  ].map((match) => fileName(match[1] ?? ""));
  const seen = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const source = code.get(name);
    if (seen.has(name) || source === undefined) continue;
    seen.add(name);
    for (const match of source.matchAll(/(?:\bfrom|\bimport\(?)\s*["']\.\/([^"']+\.js)["']/g)) {
      pending.push(match[1] ?? "");
    }
  }
  return [...seen].map((name) => code.get(name) ?? "");
}

/** Each page's inline stylesheets pruned for that page. */
export async function prunePageStyles(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = (extension: string) =>
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const code = new Map(
    await Promise.all(
      files(".js").map(
        async (file) => [path.basename(file), await readFile(file, "utf8")] as const,
      ),
    ),
  );
  await Promise.all(
    files(".html").map(async (file) => {
      const html = await readFile(file, "utf8");
      const scripts = pageScripts(html, code);
      const pruned = prunePage(html, scripts);
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
