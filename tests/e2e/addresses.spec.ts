import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { JSDOM } from "jsdom";
import type { Answer, Host, Site } from "../hosts/site.ts";
import { cloudflarePages, githubPages, netlify, vercel } from "../hosts/static-hosts.ts";
import siteConfig from "../../site.config.ts";
import { site as config } from "./support/site.ts";
import { expect, test } from "./support/test.ts";
import { currentVariant } from "./support/variants.ts";

/**
 * Every address the built site writes (links, canonical links, og:url, JSON-LD, the sitemap,
 * the feed, the manifest, robots.txt) is answered at once, with no redirect, by each host the
 * deploy guide offers; the other form of a page's address (without its slash) still reaches it
 * by the host's own redirect; an unknown path gets the 404 page.
 */
const { variant } = currentVariant();
const dir = path.resolve(variant.dir);
const origin = new URL(config.siteUrl).origin;

function listFiles(root: string, under = ""): string[] {
  return readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const file = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, file) : [file];
  });
}

/**
 * The site path of an internal address, as a browser reads it on the page built as `file`
 * ("/portfolio/about/" for "https://owner.dev/portfolio/about/#top" or "../about/"); null for
 * another site's, and for a link within the page ("#main").
 */
function internal(address: string, file: string): string | null {
  if (address.startsWith("#")) return null;
  const page = `${origin}${variant.base}${file.replace(/(^|\/)index\.html$/, "$1")}`;
  const url = new URL(address, page);
  return url.origin === origin ? decodeURI(url.pathname) : null;
}

/** The addresses of one JSON-LD block: every `url`, `@id` and `item`, at any depth. */
function jsonLdAddresses(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdAddresses);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" && ["url", "@id", "item"].includes(key)
      ? [inner]
      : jsonLdAddresses(inner),
  );
}

/** Each internal address the build writes, with the file that writes it. */
function writtenAddresses(files: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const add = (address: string | null | undefined, file: string) => {
    const pathname = address ? internal(address, file) : null;
    if (pathname && !found.has(pathname)) found.set(pathname, file);
  };
  const xml = new XMLParser({ ignoreAttributes: false });
  for (const file of files) {
    const text = () => readFileSync(path.join(dir, file), "utf8");
    if (file.endsWith(".html")) {
      const { document } = new JSDOM(text()).window;
      for (const element of document.querySelectorAll("[href], [src]")) {
        add(element.getAttribute("href") ?? element.getAttribute("src"), file);
      }
      for (const meta of document.querySelectorAll('meta[property^="og:"][content^="http"]')) {
        add(meta.getAttribute("content"), file);
      }
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        for (const address of jsonLdAddresses(JSON.parse(script.textContent ?? "null"))) {
          add(address, file);
        }
      }
    } else if (/^sitemap.*\.xml$/.test(file)) {
      const { sitemapindex, urlset } = xml.parse(text());
      for (const entry of [sitemapindex?.sitemap ?? [], urlset?.url ?? []].flat()) {
        add(entry.loc, file);
      }
    } else if (file === "rss.xml") {
      const { channel } = xml.parse(text()).rss;
      add(channel.link, file);
      for (const item of [channel.item ?? []].flat()) add(item.link, file);
    } else if (file === "manifest.webmanifest") {
      const manifest = JSON.parse(text());
      for (const address of [
        manifest.start_url,
        manifest.scope,
        ...manifest.icons.map((icon: { src: string }) => icon.src),
      ]) {
        add(address, file);
      }
    } else if (file === "robots.txt") {
      add(/^Sitemap: (.+)$/m.exec(text())?.[1], file);
    }
  }
  return found;
}

/** The build as each host is given it; read once, when the first test runs. */
const built = (() => {
  let read: { files: string[]; hosts: Map<string, [Host, Site]> } | undefined;
  return () => {
    if (read) return read;
    const files = listFiles(dir);
    const site: Site = { files: new Set(files), base: variant.base };
    const hosts = new Map<string, [Host, Site]>([
      ["GitHub Pages", [githubPages, site]],
      ["Netlify", [netlify, site]],
      ["Cloudflare Pages", [cloudflarePages, site]],
      ["Vercel", [vercel, site]],
    ]);
    read = { files, hosts };
    return read;
  };
})();

const show = ({ status, location, file }: Answer) => `${status} ${location ?? file ?? "(nothing)"}`;

test("the build writes its pages' addresses, all at the address it was built for", () => {
  const { files } = built();
  const pages = [...writtenAddresses(files).keys()].filter((address) => address.endsWith("/"));
  expect(pages).toContain(variant.base);
  expect(pages.length).toBeGreaterThan(5);
  // A build given another address (VITE_SITE_URL, as the Pages workflow gives it) never
  // names the one in site.config.ts.
  const configured = new URL(siteConfig.siteUrl).origin;
  if (configured !== origin) {
    const naming = files.filter(
      (file) =>
        /\.(html|xml|json|txt|webmanifest)$/.test(file) &&
        readFileSync(path.join(dir, file), "utf8").includes(configured),
    );
    expect(naming).toEqual([]);
  }
});

const HOSTS = [
  "GitHub Pages",
  "Netlify",
  "Cloudflare Pages",
  // Vercel serves the folder at the domain's root: a site of its own (docs/deploy.md).
  ...(variant.base === "/" ? ["Vercel"] : []),
];

for (const name of HOSTS) {
  test(`${name} answers every address the site writes at once, the old forms by a redirect`, () => {
    const { files, hosts } = built();
    const [host, served] = hosts.get(name) ?? [];
    if (!host || !served) throw new Error(`no model of ${name}`);
    const addresses = writtenAddresses(files);
    const problems = [...addresses]
      .map(([address, from]) => [address, from, host(served, address)] as const)
      .filter(([, , answer]) => answer.status !== 200)
      .map(([address, from, answer]) => `${address} (in ${from}) answers ${show(answer)}`);
    expect(problems).toEqual([]);

    // A page's address without its slash, as links from before may name it, still leads there.
    const pages = [...addresses.keys()].filter(
      (page) => page.endsWith("/") && page !== variant.base,
    );
    const lost = pages.flatMap((page) => {
      const answer = host(served, page.slice(0, -1));
      const landed = answer.location ? host(served, answer.location) : answer;
      return landed.status === 200 && landed.file === host(served, page).file
        ? []
        : [`${page.slice(0, -1)} answers ${show(answer)}`];
    });
    expect(lost).toEqual([]);

    expect(host(served, `${variant.base}no-such-page/`)).toEqual({
      status: 404,
      file: `${served.base === variant.base ? "" : variant.base.slice(1)}404.html`,
    });
  });
}
