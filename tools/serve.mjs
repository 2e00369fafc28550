// Serves the production build the way a static host does: compressed, folder pages at their
// address with a slash (/about/ -> about/index.html; /about -> 301 /about/), long-lived caching
// for hashed assets, and 404.html with a 404 status for any other path.
//
//   node tools/serve.mjs [--port 3000] [--host localhost] [--dir dist] [--base /]
//                          [--headers] [--https]
//
// --headers also sends the headers of the build's `_headers` file (the security headers a
// Netlify or Cloudflare Pages deploy sends), to check the site works under them.
// --https serves over TLS with HTTP/2, as every static host does, with a certificate made for
// the run by openssl (self-signed for localhost: the browser must be told to accept it).
// PORT, HOST, BUILD_DIR and BASE_PATH are read from the environment too. The screenshots and
// the security headers spec run it in their own process with `serve()`; they and the benchmark
// build the site with `buildSite()`.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import path from "node:path";
import { unescape } from "node:querystring";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";

/** A key and a self-signed certificate for localhost, valid for a day, in one PEM text. */
function localCertificate() {
  const args = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1
    -keyout - -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1`;
  try {
    return execFileSync("openssl", args.split(/\s+/), { stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    throw new Error("--https needs openssl on the PATH to make a certificate for localhost.");
  }
}

/**
 * Builds the site into `dir`, with these variables on top of the environment's. The build runs
 * beside this process, which stays free to answer it (the GitHub stand-in the build reads).
 * @param {string} dir
 * @param {Record<string, string>} env
 */
export async function buildSite(dir, env) {
  const build = spawn(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", BUILD_DIR: dir, ...env },
  });
  const [code] = await once(build, "exit");
  if (code !== 0) throw new Error(`astro build exited with ${code}`);
}

/**
 * Serves `dir` until the process ends; resolves once it listens (port 0: a free one), with its
 * address, the base path included.
 * @param {{ port: number, host: string, dir: string, base: string, headers?: boolean, https?: boolean }} options
 */
export async function serve({ port, host, dir: folder, base: basePath, headers, https }) {
  const dir = path.resolve(folder);
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new Error(`No build found in ${dir}. Run "npm run build" first.`);
  }
  // The build's `_headers` file: blocks of a path pattern (`*` matches anything), then indented
  // `Name: value` lines.
  const blocks = headers
    ? readFileSync(path.join(dir, "_headers"), "utf8").trim().split(/\n\n+/)
    : [];
  const rules = blocks.map((block) => {
    const [pattern = "", ...lines] = block.split("\n");
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*");
    const fields = lines.map((line) => line.split(/:(.*)/).map((part) => part.trim()));
    return { pattern: new RegExp(`^${source}$`), fields };
  });
  const base = `/${basePath.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
  const notFoundFile = path.join(dir, "404.html");
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : "Not found";
  const compress = compression();
  const files = sirv(dir, {
    etag: true,
    setHeaders(res, pathname) {
      // A rule from _headers wins; otherwise hashed assets are cached for good.
      const age = pathname.startsWith("/_astro/") ? "31536000, immutable" : "0, must-revalidate";
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", `public, max-age=${age}`);
    },
  });

  /** @param {import("node:http").ServerResponse} res */
  const notFound = (res) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(notFoundPage);
  };
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  const handle = (req, res) =>
    compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
      const url = req.url ?? "/";
      const pathname = url.split("?")[0] ?? "/";
      for (const rule of rules.filter(({ pattern }) => pattern.test(pathname))) {
        for (const [name = "", value = ""] of rule.fields) res.setHeader(name, value);
      }
      if (url === base.slice(0, -1)) return res.writeHead(301, { Location: base }).end();
      if (!url.startsWith(base)) return notFound(res);
      req.url = url.slice(base.length - 1);
      // A folder's address without its slash is redirected, as GitHub Pages and Netlify do.
      // (unescape, unlike decodeURIComponent, never throws on a malformed address.)
      const page = unescape(pathname.slice(base.length - 1));
      if (!page.endsWith("/") && existsSync(path.join(dir, page, "index.html"))) {
        return res.writeHead(301, { Location: `${pathname}/${url.slice(pathname.length)}` }).end();
      }
      files(req, res, () => notFound(res));
    });

  // HTTP/2's compatibility API hands the same request and response shapes to the handler.
  const pem = https ? localCertificate() : "";
  const server = https
    ? createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, /** @type {never} */ (handle))
    : createServer(handle);
  await once(server.listen(port, host), "listening");
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `${https ? "https" : "http"}://${host}:${address.port}${base}`,
    close: () => server.close(),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "3000" },
      host: { type: "string", default: process.env.HOST ?? "localhost" },
      dir: { type: "string", default: process.env.BUILD_DIR ?? "dist" },
      base: { type: "string", default: process.env.BASE_PATH ?? "/" },
      headers: { type: "boolean", default: false },
      https: { type: "boolean", default: false },
    },
  });
  try {
    const { url } = await serve({ ...values, port: Number(values.port) });
    console.log(`Serving ${path.relative(process.cwd(), values.dir) || "."} at ${url}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
