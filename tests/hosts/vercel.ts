import { redirect, served, type Answer, type Host } from "./site.ts";

/** A route of `.vercel/output/config.json` (Vercel's Build Output API, version 3). */
export interface VercelRoute {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  handle?: string;
}

/**
 * Vercel, serving `.vercel/output/static` by the routes of its config.json: each route's `src`
 * is matched against the whole path in order; a route with a status and a Location header
 * redirects; `continue` routes only add headers; at `handle: "filesystem"` a file of that path,
 * or a folder's `index.html`, is served; a later route's `dest` serves that file with its status.
 */
export function vercel(routes: readonly VercelRoute[]): Host {
  return ({ files }, path): Answer => {
    const pathname = decodeURI(path.split(/[?#]/)[0] ?? "");
    const find = (at: string) => {
      const rest = at.slice(1);
      const index = `${rest}${rest === "" || rest.endsWith("/") ? "" : "/"}index.html`;
      return files.has(rest) ? rest : files.has(index) ? index : undefined;
    };
    for (const route of routes) {
      if (route.handle === "filesystem") {
        const file = find(pathname);
        if (file) return served(file);
      }
      const match = route.src === undefined ? null : new RegExp(`^${route.src}$`).exec(pathname);
      if (!match) continue;
      const fill = (text: string) => text.replace(/\$(\d+)/g, (_, n: string) => match[+n] ?? "");
      const location = route.headers?.Location;
      if (route.status && location) return redirect(route.status, fill(location));
      if (route.dest !== undefined) {
        const file = find(fill(route.dest));
        return file ? { status: route.status ?? 200, file } : { status: 404 };
      }
      if (!route.continue) break;
    }
    return { status: 404 };
  };
}
