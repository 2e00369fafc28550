import {
  notFound,
  redirect,
  served,
  underBase,
  type Answer,
  type Host,
  type Site,
} from "./site.ts";

/**
 * How GitHub Pages, Netlify (with its default "pretty URLs"), Cloudflare Pages (its default
 * HTML handling) and Vercel (with vercel.json's `trailingSlash: true`, at the domain's root)
 * answer a path from the files they were given, as their documentation says:
 *
 * | file             | request           | GitHub Pages | Netlify     | Cloudflare  | Vercel      |
 * | ---------------- | ----------------- | ------------ | ----------- | ----------- | ----------- |
 * | about/index.html | /about/           | 200          | 200         | 200         | 200         |
 * | about/index.html | /about            | 301 /about/  | 301 /about/ | 308 /about/ | 308 /about/ |
 * | about/index.html | /about/index.html | 200          | 301 /about/ | 308 /about/ | 200         |
 * | about.html       | /about            | 200          | 200         | 200         | 308 /about/ |
 * | about.html       | /about/           | 404          | 301 /about  | 308 /about  | 404         |
 * | about.html       | /about.html       | 200          | 301 /about  | 308 /about  | 200         |
 *
 * Any other file is served at its own path; any other path gets 404.html with a 404.
 */
interface Rules {
  /** The status of every redirect the host makes. */
  redirect: 301 | 308;
  /** Whether the host moves `.html` and `index.html` addresses to the address without them. */
  prettyUrls: boolean;
  /** Whether a path with no dot in its last part and no slash after it gets one (Vercel). */
  slashes?: boolean;
}

function staticHost({ redirect: status, prettyUrls, slashes }: Rules): Host {
  return (site: Site, address: string): Answer => {
    const path = decodeURI(address.split(/[?#]/)[0] ?? "");
    const rest = underBase(path, site.base);
    if (rest === null) {
      return `${path}/` === site.base ? redirect(status, site.base) : notFound(site);
    }
    const { files } = site;
    const at = path.slice(0, path.length - rest.length);
    if (rest === "" || rest.endsWith("/")) {
      if (files.has(`${rest}index.html`)) return served(`${rest}index.html`);
      const page = rest.slice(0, -1);
      return prettyUrls && files.has(`${page}.html`)
        ? redirect(status, `${at}${page}`)
        : notFound(site);
    }
    if (prettyUrls && rest.endsWith(".html") && files.has(rest)) {
      return redirect(
        status,
        `${at}${rest.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`,
      );
    }
    if (slashes && !/\.[^/]*$/.test(rest)) return redirect(status, `${path}/`);
    if (files.has(rest)) return served(rest);
    if (files.has(`${rest}/index.html`)) return redirect(status, `${path}/`);
    if (files.has(`${rest}.html`)) return served(`${rest}.html`);
    return notFound(site);
  };
}

export const githubPages = staticHost({ redirect: 301, prettyUrls: false });
export const netlify = staticHost({ redirect: 301, prettyUrls: true });
export const cloudflarePages = staticHost({ redirect: 308, prettyUrls: true });
export const vercel = staticHost({ redirect: 308, prettyUrls: false, slashes: true });
