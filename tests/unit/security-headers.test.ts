// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  withPolicyMeta,
} from "../../integrations/security-headers";
import { parseHeadersFile, vercelConfig } from "../../integrations/vercel-output";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts, not external or data scripts", () => {
    const html = [
      "<script>theme()</script>",
      '<script type="module">import "/a.js";</script>',
      '<script src="/b.js"></script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="text/javascript">x()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("theme()"), sha('import "/a.js";'), sha("x()")]);
  });

  it("hashes an inline script whose data attributes end in src", () => {
    expect(inlineScriptHashes('<script data-src="https://x.test/a.js">load()</script>')).toEqual([
      sha("load()"),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  const options = {
    scriptHashes: [sha("b"), sha("a"), sha("a")],
    connectOrigins: ["https://api.github.com", "https://api.emailjs.com"],
  };

  it("allows only the site, its scripts by hash and the two APIs", () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' ${[sha("a"), sha("b")].sort().join(" ")};`);
    expect(csp).toContain("connect-src 'self' https://api.github.com https://api.emailjs.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows an analytics provider's script, connect and image origins, and no more", () => {
    const csp = contentSecurityPolicy({
      ...options,
      scriptOrigins: ["https://gc.zgo.at"],
      connectOrigins: [...options.connectOrigins, "https://me.goatcounter.com"],
      imgOrigins: ["https://me.goatcounter.com"],
    });
    expect(csp).toContain(
      `script-src 'self' https://gc.zgo.at ${[sha("a"), sha("b")].sort().join(" ")};`,
    );
    expect(csp).toContain(
      "connect-src 'self' https://api.github.com https://api.emailjs.com https://me.goatcounter.com",
    );
    expect(csp).toContain("img-src 'self' data: https://me.goatcounter.com;");
    expect(contentSecurityPolicy(options)).toContain("img-src 'self' data:;");
  });

  it("leaves frame-ancestors out of a <meta> policy, where browsers ignore it", () => {
    expect(contentSecurityPolicy({ ...options, forMeta: true })).not.toContain("frame-ancestors");
  });
});

describe("withPolicyMeta", () => {
  it("puts the policy right after the charset, before any script", () => {
    const html =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><script>theme()</script></head></html>';
    expect(withPolicyMeta(html, "default-src 'self'", "index.html")).toContain(
      `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>`,
    );
  });

  it("falls back to the start of <head>, and stops the build for a page without one", () => {
    expect(withPolicyMeta('<head lang="en"><script>x()</script>', "p", "a.html")).toMatch(
      /^<head lang="en"><meta http-equiv="Content-Security-Policy" content="p"><script>/,
    );
    expect(() => withPolicyMeta("<p>no head</p>", "p", "broken/index.html")).toThrow(
      /broken\/index\.html/,
    );
  });
});

describe("deploy headers", () => {
  it("writes a _headers file scoped to the base path", () => {
    const file = headersFile("/portfolio/", "default-src 'self'");
    expect(file).toContain("/portfolio/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(file).toContain("  Referrer-Policy: strict-origin-when-cross-origin\n");
    expect(file).toContain("  X-Content-Type-Options: nosniff\n");
    expect(file).toMatch(/ {2}Permissions-Policy: .*camera=\(\)/);
    expect(file).toContain(
      "/portfolio/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });

  it("gives Vercel the same headers as _headers, then the files, then the not-found page", () => {
    const rules = parseHeadersFile(headersFile("/", "default-src 'self'"));
    const config = vercelConfig(rules, "/");
    expect(config.routes[0]).toMatchObject({
      src: "/(.*)",
      continue: true,
      headers: { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" },
    });
    expect(config.routes[1]).toMatchObject({
      src: "/_astro(?:/(.*))?",
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    });
    expect(config.routes.at(-2)).toEqual({ handle: "filesystem" });
    expect(config.routes.at(-1)).toEqual({ src: "/(.*)", status: 404, dest: "/404.html" });
    const base = vercelConfig(parseHeadersFile(headersFile("/repo/", "x")), "/repo/");
    expect(base.routes[0]).toMatchObject({ src: "/repo(?:/(.*))?" });
    // Vercel serves /repo from repo/index.html without a redirect: it gets the headers too.
    const folder = new RegExp(`^${(base.routes[0] as { src: string }).src}$`);
    expect(["/repo", "/repo/", "/repo/about"].every((path) => folder.test(path))).toBe(true);
    expect(folder.test("/repository")).toBe(false);
    expect(base.routes.at(-1)).toEqual({ src: "/repo/(.*)", status: 404, dest: "/repo/404.html" });
  });

  it("redirects each page's folder without its slash on Vercel, and nothing else", () => {
    const { routes } = vercelConfig([], "/repo.v2/", ["", "about/", "blog/a.b/"]);
    const redirects = routes.filter((route) => "status" in route && route.status === 308);
    expect(redirects).toEqual([
      { src: "/repo\\.v2", headers: { Location: "/repo.v2/" }, status: 308 },
      { src: "/repo\\.v2/about", headers: { Location: "/repo.v2/about/" }, status: 308 },
      { src: "/repo\\.v2/blog/a\\.b", headers: { Location: "/repo.v2/blog/a.b/" }, status: 308 },
    ]);
    expect(routes.at(-1)).toEqual({
      src: "/repo\\.v2/(.*)",
      status: 404,
      dest: "/repo.v2/404.html",
    });
  });

  it("keeps a header value that holds a colon whole", () => {
    const [rule] = parseHeadersFile(headersFile("/", "connect-src https://api.github.com"));
    expect(rule?.headers["Content-Security-Policy"]).toBe("connect-src https://api.github.com");
  });
});
