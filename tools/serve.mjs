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
// PORT, HOST and BASE_PATH are read from the environment too.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";

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

const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, "index.html"))) {
  console.error(`No build found in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const base = `/${values.base.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
const notFoundPage = path.join(dir, "404.html");
const compress = compression();

/**
 * Reads the `_headers` format: a path pattern (`*` matches anything) on its own line, then
 * indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: RegExp; headers: [string, string][] }[]}
 */
function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const headerRules =
  values.headers && existsSync(path.join(dir, "_headers"))
    ? parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"))
    : [];
if (values.headers && headerRules.length === 0) {
  console.error(`--headers: no _headers file in ${dir}`);
  process.exit(1);
}

const files = sirv(dir, {
  extensions: ["html"],
  etag: true,
  setHeaders(res, pathname) {
    // A rule from _headers wins; otherwise hashed assets are cached for good.
    if (res.hasHeader("Cache-Control")) return;
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/_astro/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    );
  },
});

/** @param {import("node:http").ServerResponse} res */
function notFound(res) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not found");
}

/**
 * A key and a self-signed certificate for localhost, valid for a day.
 * @returns {{ key: Buffer, cert: Buffer }}
 */
function localCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), "serve-tls-"));
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    console.error("--https needs openssl on the PATH to make a certificate for localhost.");
    process.exit(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function handle(req, res) {
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
    const url = req.url ?? "/";
    const pathname = url.split("?")[0] ?? "/";
    for (const rule of headerRules) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    if (base !== "/") {
      if (url === base.slice(0, -1)) {
        res.writeHead(301, { Location: base }).end();
        return;
      }
      if (!url.startsWith(base)) return notFound(res);
      req.url = url.slice(base.length - 1);
    }
    // A folder's address without its slash is redirected, as GitHub Pages and Netlify do.
    /** @type {string} */
    let folder;
    try {
      folder = decodeURIComponent(req.url?.split("?")[0] ?? "/");
    } catch {
      return notFound(res);
    }
    if (!folder.endsWith("/") && existsSync(path.join(dir, folder, "index.html"))) {
      const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
      res.writeHead(301, { Location: `${pathname}/${query}` }).end();
      return;
    }
    files(req, res, () => notFound(res));
  });
}

// HTTP/2's compatibility API hands the same request and response shapes to the handler.
const server = values.https
  ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, /** @type {never} */ (handle))
  : createServer(handle);

const port = Number(values.port);
server.listen(port, values.host, () => {
  // With --port 0 the system picks a free port: report the real one.
  const address = `${values.https ? "https" : "http"}://${values.host}:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}${base}`;
  console.log(`Serving ${path.relative(process.cwd(), dir) || "."} at ${address}`);
});
