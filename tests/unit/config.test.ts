import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import shipped from "../../site.config";
import { resolveSiteConfig, SITE_ENV } from "../../src/config/resolve";
import { validateSiteConfig, type SiteConfigInput } from "../../src/config/schema";
import type { WithWords } from "../../src/lib/i18n";

/** A copy of the shipped config with some fields changed, for one check at a time. */
function withChanges(
  change: (config: WithWords<SiteConfigInput>) => void,
): WithWords<SiteConfigInput> {
  const config = structuredClone(shipped);
  change(config);
  return config;
}

function errorsOf(config: unknown): string[] {
  const result = validateSiteConfig(config);
  return result.ok ? [] : result.errors;
}

describe("resolveSiteConfig", () => {
  it.each(Object.entries(SITE_ENV))("lets %s override %j, trimmed", (name, [field, type]) => {
    // The analytics variables count only with VITE_ANALYTICS_PROVIDER, which switches them on.
    const env = { VITE_ANALYTICS_PROVIDER: "umami", [name]: " 42 " };
    const value = { number: 42, string: "42", list: ["42"] }[type];
    expect(resolveSiteConfig(shipped, env)).toHaveProperty(field, value);
  });

  it("reads SITE_LANGUAGES as a list, and the check names an unknown or repeated code", () => {
    expect(resolveSiteConfig(shipped, { SITE_LANGUAGES: "en, ar" }).languages).toEqual([
      "en",
      "ar",
    ]);
    expect(errorsOf(resolveSiteConfig(shipped, { SITE_LANGUAGES: "en,xx" }))).toEqual([
      'languages[1]: must be one of "en", "de", "es", "fr", "pt", "ar"',
    ]);
    expect(errorsOf(resolveSiteConfig(shipped, { SITE_LANGUAGES: "en,ar,en" }))).toEqual([
      "languages: must name each language once",
    ]);
  });

  it("passes on a limit rate that is not a number as NaN, for the check to name", () => {
    const resolved = resolveSiteConfig(shipped, { VITE_EMAILJS_LIMIT_RATE: "soon" });
    expect(resolved.emailjs.limitRate).toBeNaN();
    expect(errorsOf(resolved)).toEqual(["emailjs.limitRate: must be a number of milliseconds"]);
  });

  it("reads the analytics variables only with VITE_ANALYTICS_PROVIDER", () => {
    const env = { VITE_ANALYTICS_SITE_ID: "me", VITE_ANALYTICS_HOST: "https://s.example" };
    expect(resolveSiteConfig(shipped, env).analytics).toEqual(shipped.analytics);
    expect(
      resolveSiteConfig(shipped, { ...env, VITE_ANALYTICS_PROVIDER: "umami" }).analytics,
    ).toEqual({ provider: "umami", siteId: "me", host: "https://s.example" });
  });

  it("is documented, each variable with its field, in docs/configuration.md", () => {
    const docs = readFileSync("docs/configuration.md", "utf8");
    const rows = [...docs.matchAll(/^\| `((?:VITE|SITE)_\w+)` +\| `([\w.]+)`/gm)].map((row) =>
      row.slice(1),
    );
    expect(rows).toEqual(Object.entries(SITE_ENV).map(([name, [field]]) => [name, field]));
  });

  it("leaves the fields beside an overridden one alone", () => {
    const env = { VITE_GITHUB_USERNAME: "jane-doe", VITE_EMAILJS_SERVICE_ID: "service_1" };
    const resolved = resolveSiteConfig(shipped, env);
    expect(resolved.github).toEqual({ ...shipped.github, username: "jane-doe" });
    expect(resolved.emailjs).toEqual({ ...shipped.emailjs, serviceId: "service_1" });
  });

  it("ignores variables that are empty or only spaces", () => {
    const blanks = ["", "   ", "\t", undefined];
    const env = Object.fromEntries(Object.keys(SITE_ENV).map((name, i) => [name, blanks[i % 4]]));
    expect(resolveSiteConfig(shipped, env)).toEqual(resolveSiteConfig(shipped, {}));
  });

  it("drops trailing slashes from the site URL, from the config or the environment", () => {
    const config = withChanges((c) => (c.siteUrl = "https://me.example.com/"));
    expect(resolveSiteConfig(config, {}).siteUrl).toBe("https://me.example.com");
    expect(resolveSiteConfig(shipped, { VITE_SITE_URL: "https://x.example.com///" }).siteUrl).toBe(
      "https://x.example.com",
    );
    expect(
      resolveSiteConfig(shipped, { VITE_SITE_URL: "https://x.example.com/blog/" }).siteUrl,
    ).toBe("https://x.example.com/blog");
  });

  it("does not change the config it is given", () => {
    const before = structuredClone(shipped);
    resolveSiteConfig(shipped, { VITE_GITHUB_USERNAME: "someone", VITE_SITE_URL: "https://a.b/" });
    expect(shipped).toEqual(before);
  });
});

describe("validateSiteConfig", () => {
  it("accepts the shipped site.config.ts, resolved as the build does", () => {
    const result = validateSiteConfig(resolveSiteConfig(shipped, {}));
    expect(result).toEqual({ ok: true, config: expect.objectContaining({ name: shipped.name }) });
  });

  it("takes any owner's content, not only the sample's", () => {
    const someoneElse = withChanges((c) => {
      c.name = "Jane Doe";
      c.location = "";
      c.phone = "";
      c.tech = ["Rust", "Go"];
      c.experience = [];
      delete c.skills;
      c.education = [{ degree: "BSc Physics", institution: "Somewhere", period: "2010 - 2013" }];
      c.social = [{ icon: "mastodon", href: "https://mastodon.social/@jane", label: "Mastodon" }];
    });
    expect(errorsOf(someoneElse)).toEqual([]);
  });

  /** The shipped config with the value at `path` (dotted, with [index]) replaced. */
  const withValue = (path: string, value: unknown) =>
    withChanges((config) => {
      const keys = path.split(/[.[\]]+/).filter(Boolean);
      const last = keys.pop() ?? "";
      const parent = keys.reduce<Record<string, unknown>>(
        (node, key) => node[key] as Record<string, unknown>,
        config as unknown as Record<string, unknown>,
      );
      parent[last] = value;
    });

  it.each<[string, unknown, RegExp]>([
    ["name", "", /^name: must not be empty/],
    ["name", "   ", /^name: must not be empty/],
    ["email", "alex.example.com", /^email: must be an e-mail address/],
    ["siteUrl", "/portfolio", /^siteUrl: must be an absolute URL/],
    ["siteUrl", "ftp://files.example.com", /^siteUrl: must start with http:\/\/ or https:\/\//],
    ["social[0].label", "", /^social\[0\]\.label: must not be empty/],
    ["social[0].icon", "myspace", /^social\[0\]\.icon: must be one of /],
    [
      "social[1].href",
      "linkedin.com/in/me",
      /^social\[1\]\.href: must be an absolute http\(s\) URL or a mailto: address/,
    ],
    ["github.username", "alex morgan", /^github\.username: must be a GitHub user name/],
    ["github.username", "alex--morgan", /^github\.username: must be a GitHub user name/],
    ["github.username", "-alex", /^github\.username: must be a GitHub user name/],
    ["github.username", "a".repeat(40), /^github\.username: must be a GitHub user name/],
    ["projects.sort", "random", /^projects\.sort: /],
    ["tech[1]", "  ", /^tech\[1\]: must not be empty/],
    ["experience[0].highlights[1]", "", /^experience\[0\]\.highlights\[1\]: must not be empty/],
    ["skills[0].group", " ", /^skills\[0\]\.group: must not be empty/],
    ["skills[1].items", "React", /^skills\[1\]\.items: /],
    ["emailjs.serviceId", " ", /^emailjs\.serviceId: must not be empty/],
    ["emailjs.limitRate", -1, /^emailjs\.limitRate: must be 0 \(off\) or more milliseconds/],
    ["emailjs.limitRate", 1.5, /^emailjs\.limitRate: must be a whole number/],
    ["cv.downloadName", "cv.docx", /^cv\.downloadName: must be a file name ending in \.pdf/],
  ])("rejects %s = %j with a message naming the field", (path, value, message) => {
    const errors = errorsOf(withValue(path, value));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it("names every bad field at once", () => {
    const errors = errorsOf(
      withChanges((c) => {
        c.name = "";
        c.email = "nope";
        c.github.username = "bad name";
      }),
    );
    expect(errors.map((error) => error.split(":")[0])).toEqual([
      "name",
      "email",
      "github.username",
    ]);
  });

  it.each(["a".repeat(39), "jane-doe-2"])("accepts the GitHub user name %s", (username) => {
    expect(errorsOf(withValue("github.username", username))).toEqual([]);
  });

  it("rejects something that is not a config at all", () => {
    expect(errorsOf(null)).not.toEqual([]);
    expect(errorsOf({})).toEqual(expect.arrayContaining([expect.stringMatching(/^name: /)]));
  });
});

describe("blog.feeds", () => {
  it("is optional, ships empty, and takes feed addresses", () => {
    expect(shipped.blog?.feeds).toEqual([]);
    expect(errorsOf(withChanges((config) => delete config.blog))).toEqual([]);
    const feeds = [
      "https://dev.to/feed/jane",
      "https://jane.hashnode.dev/rss.xml",
      "https://medium.com/feed/@jane",
    ];
    expect(errorsOf(withChanges((config) => (config.blog = { feeds })))).toEqual([]);
  });

  it("names a feed that is not an address", () => {
    expect(
      errorsOf(withChanges((config) => (config.blog = { feeds: ["dev.to/feed/jane"] }))),
    ).toEqual([
      "blog.feeds[0]: must be an absolute URL such as https://example.com: the address of an RSS or Atom feed of your posts",
    ]);
  });
});
