/**
 * The pure parts of `npm run screenshots`: its options, the list of shots and their file names.
 */
import path from "node:path";
import { parseArgs } from "node:util";

export type Theme = "light" | "dark";
export type Width = "phone" | "desktop";

export const THEMES: readonly Theme[] = ["light", "dark"];
export const WIDTHS: readonly Width[] = ["phone", "desktop"];

export interface Device {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}

/** The two widths every page is shot at: a phone and a laptop screen. */
export const DEVICES: Readonly<Record<Width, Device>> = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
};

/** Where the not-found page is shot: a path no page has, answered with 404.html. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist";

export interface PageToShoot {
  /** The name in the file name: `home`, `about`, `privacy-policy`, `404`. */
  name: string;
  /** The path to open. */
  path: string;
  /** The status the server must answer with. */
  status: number;
}

export interface Shot extends PageToShoot {
  theme: Theme;
  width: Width;
  file: string;
}

/** A page's name from its path: `/` is `home`, `/privacy-policy` is `privacy-policy`. */
export function pageName(path: string): string {
  const name = path
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "-")
    .toLowerCase();
  return name || "home";
}

/** `<page>-<theme>-<width>.png`, e.g. `home-dark-phone.png`. */
export function shotFileName(page: string, theme: Theme, width: Width): string {
  return `${page}-${theme}-${width}.png`;
}

/**
 * The pages a build holds, from its files (`about/index.html` is /about): the route table's in its
 * order, then the others (case studies, posts) by path.
 */
export function builtPages(files: readonly string[], routes: readonly string[]): string[] {
  const built = files
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`);
  const known = routes.filter((route) => built.includes(route));
  return [...known, ...built.filter((page) => !known.includes(page)).sort()];
}

/** Every page given, then the not-found page. */
export function pagesToShoot(paths: readonly string[]): PageToShoot[] {
  return [
    ...paths.map((path) => ({ name: pageName(path), path, status: 200 })),
    { name: "404", path: NOT_FOUND_PATH, status: 404 },
  ];
}

/** Each page in each theme at each width, page by page. */
export function planShots(paths: readonly string[]): Shot[] {
  return pagesToShoot(paths).flatMap((page) =>
    THEMES.flatMap((theme) =>
      WIDTHS.map((width) => ({
        ...page,
        theme,
        width,
        file: shotFileName(page.name, theme, width),
      })),
    ),
  );
}

/** The two shots the README shows, kept in the repository. */
export const README_SHOTS: readonly string[] = [
  shotFileName("home", "light", "desktop"),
  shotFileName("home", "dark", "desktop"),
];

export interface Options {
  /** Reuse the last build instead of building again. */
  build: boolean;
  /** The folder the build goes to. */
  buildDir: string;
  /** The folder the pictures go to. */
  out: string;
  help: boolean;
}

export const USAGE = [
  "Usage: npm run screenshots [-- --no-build] [-- --out DIR] [-- --build-dir DIR]",
  "",
  "  --no-build        reuse the last build instead of building again",
  "  --out DIR         where the pictures go (default: screenshots)",
  "  --build-dir DIR   where the site is built (default: dist-screenshots)",
].join("\n");

/** Reads the command line; throws with a one-line message on anything it does not know. */
export function parseOptions(args: readonly string[]): Options {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      "no-build": { type: "boolean", default: false },
      out: { type: "string", default: "screenshots" },
      "build-dir": { type: "string", default: "dist-screenshots" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected argument: ${positionals.join(" ")}`);
  const out = values.out.trim();
  const buildDir = values["build-dir"].trim();
  if (!out) throw new Error("--out needs a folder");
  if (!buildDir) throw new Error("--build-dir needs a folder");
  return {
    build: !values["no-build"],
    buildDir,
    out,
    help: values.help,
  };
}
