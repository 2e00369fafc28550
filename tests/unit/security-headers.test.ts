// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
} from "../../scripts/security-headers";
import { vercelConfig } from "../../scripts/vercel-output";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts, not external or data scripts", () => {
    const html = [
      "<script>theme()</script>",
      '<script type="module">import "/a.js";</script>',
      '<script src="/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="text/javascript">x()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("theme()"), sha('import "/a.js";'), sha("x()")]);
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

  it("leaves frame-ancestors out of a <meta> policy, where browsers ignore it", () => {
    expect(contentSecurityPolicy({ ...options, forMeta: true })).not.toContain("frame-ancestors");
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
      "/portfolio/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });

  it("gives Vercel the same headers, then the files, then the not-found page", () => {
    const config = vercelConfig("/", "default-src 'self'");
    expect(config.routes[0]).toMatchObject({
      src: "/(.*)",
      continue: true,
      headers: { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" },
    });
    expect(config.routes[2]).toEqual({ handle: "filesystem" });
    expect(config.routes[3]).toEqual({ src: "/(.*)", status: 404, dest: "/404.html" });
    expect(vercelConfig("/repo/", "x").routes[3]).toEqual({
      src: "/repo/(.*)",
      status: 404,
      dest: "/repo/404.html",
    });
  });
});
