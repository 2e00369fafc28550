// @vitest-environment node
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedError, feedSnapshot, parseFeed, sourceName } from "../../src/features/blog/feeds.ts";

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, `../fixtures/feeds/${name}`), "utf8");

describe("a DEV (dev.to) feed", () => {
  const posts = parseFeed(fixture("dev-to.xml"), "https://dev.to/feed/alexmorgan");

  it("gives each item's title, link, day, tags and platform", () => {
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      title: "Why I stopped fetching data in useEffect",
      href: "https://dev.to/alexmorgan/why-i-stopped-fetching-data-in-useeffect-3k2p",
      date: new Date("2025-10-14T09:12:44Z"),
      updated: undefined,
      tags: ["react", "javascript", "webdev"],
      source: "DEV",
    });
  });

  it("describes a post by the first paragraph of its HTML, as plain text", () => {
    expect(posts[0]?.description).toBe(
      "Effects run after render, race each other and refetch on every remount. Here is what I use instead, and why the useEffect version kept biting us & our users.",
    );
    expect(posts[1]?.description).toBe(
      "Small shortcuts, big savings: git lg, git undo and three more.",
    );
  });
});

describe("a Medium feed", () => {
  const [post] = parseFeed(fixture("medium.xml"), "https://medium.com/feed/@alexmorgan");

  it("reads CDATA, dc:creator's items, atom:updated and content:encoded", () => {
    expect(post).toMatchObject({
      title: "What a year of on-call taught me about logging",
      date: new Date("2025-07-07T14:03:21Z"),
      updated: new Date("2025-07-09T08:15:00.412Z"),
      tags: ["observability", "nodejs", "devops"],
      source: "Medium",
      readingMinutes: 1,
    });
  });

  it("links to the post without the feed's tracking parameter", () => {
    expect(post?.href).toBe(
      "https://medium.com/@alexmorgan/what-a-year-of-on-call-taught-me-about-logging-1a2b3c4d5e6f",
    );
  });

  it("describes it from the article, without the title it opens with, cut at a word", () => {
    expect(post?.description).toMatch(
      /^The first page I got at 3 a\.m\. said “Error: undefined”\./,
    );
    expect(post?.description.length).toBeLessThanOrEqual(200);
    expect(post?.description).toMatch(/\w…$/);
  });
});

describe("a Hashnode feed", () => {
  const posts = parseFeed(fixture("hashnode.xml"), "https://alexmorgan.hashnode.dev/rss.xml");

  it("gives each item, with its categories and without its cover image", () => {
    expect(posts.map((post) => post.title)).toEqual([
      "Deploying a Node.js API to Fly.io with zero downtime",
      "2024",
    ]);
    expect(posts[0]).toMatchObject({
      href: "https://alexmorgan.hashnode.dev/deploying-a-nodejs-api-to-flyio-with-zero-downtime",
      description:
        "Rolling deploys, health checks and database migrations that never lock a table: the checklist I follow for every release.",
      tags: ["Node.js", "Devops", "deployment"],
      date: new Date("2025-08-21T06:30:00Z"),
      source: "Hashnode",
    });
    expect(posts[1]?.tags).toEqual([]);
  });
});

describe("an Atom feed", () => {
  it("reads entries: the alternate link, published and updated, summary, category terms", () => {
    const [post] = parseFeed(fixture("atom.xml"), "https://alexmorgan.example.org/atom.xml");
    expect(post).toMatchObject({
      title: "Testing <dialog> with Playwright",
      href: "https://alexmorgan.example.org/posts/dialog-tests/",
      date: new Date("2025-05-01T08:00:00Z"),
      updated: new Date("2025-05-10T12:00:00Z"),
      description:
        "Opening, closing and trapping focus, tested the way a keyboard user meets them.",
      tags: ["testing", "accessibility"],
      source: "alexmorgan.example.org",
    });
  });
});

describe("what a feed must be", () => {
  it("refuses text that is not well-formed XML, saying where", () => {
    expect(() =>
      parseFeed("<rss><channel><item></channel></rss>", "https://dev.to/feed/a"),
    ).toThrow(FeedError);
    expect(() => parseFeed("<html><body>Not found</body></html>", "https://dev.to/feed/a")).toThrow(
      "neither RSS 2.0 (<rss>) nor Atom (<feed>)",
    );
  });

  it("skips items without a title, a link or a date, and links that are not http(s)", () => {
    const xml = `<rss version="2.0"><channel>
      <item><title>No date</title><link>https://dev.to/a/1</link></item>
      <item><title>Script</title><link>javascript:alert(1)</link><pubDate>Tue, 14 Oct 2025 09:12:44 +0000</pubDate></item>
      <item><link>https://dev.to/a/2</link><pubDate>Tue, 14 Oct 2025 09:12:44 +0000</pubDate></item>
      <item><title>Kept</title><guid>https://dev.to/a/3</guid><pubDate>Tue, 14 Oct 2025 09:12:44 +0000</pubDate></item>
    </channel></rss>`;
    expect(parseFeed(xml, "https://dev.to/feed/a").map((post) => post.title)).toEqual(["Kept"]);
  });

  it("names the platform from the feed's address", () => {
    expect(sourceName("https://dev.to/feed/me")).toBe("DEV");
    expect(sourceName("https://medium.com/feed/@me")).toBe("Medium");
    expect(sourceName("https://me.medium.com/feed")).toBe("Medium");
    expect(sourceName("https://me.hashnode.dev/rss.xml")).toBe("Hashnode");
    expect(sourceName("https://www.example.org/atom.xml")).toBe("example.org");
  });
});

describe("the build's snapshot of the feeds", () => {
  let server: Server;
  let origin = "";
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      const send = (status: number, body: string) => {
        response.writeHead(status, { "Content-Type": "application/rss+xml; charset=utf-8" });
        response.end(body);
      };
      if (request.url === "/feed/alexmorgan") return send(200, fixture("dev-to.xml"));
      if (request.url === "/hashnode/rss.xml") return send(200, fixture("hashnode.xml"));
      if (request.url === "/broken") return send(500, "Internal Server Error");
      if (request.url === "/malformed") return send(200, "<rss><channel><item>oops</channel>");
      if (request.url === "/slow") {
        setTimeout(() => send(200, fixture("dev-to.xml")), 2_000);
        return;
      }
      send(404, "Not found");
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it("reads every feed once and says how many posts each gave", async () => {
    const lines: string[] = [];
    const posts = await feedSnapshot({
      feeds: [`${origin}/feed/alexmorgan`, `${origin}/hashnode/rss.xml`],
      log: (line) => lines.push(line),
    });
    expect(posts.map((post) => post.title)).toEqual([
      "Why I stopped fetching data in useEffect",
      "Five Git aliases I use every day",
      "Deploying a Node.js API to Fly.io with zero downtime",
      "2024",
    ]);
    expect(lines).toEqual([
      `Blog feed: 2 posts from ${origin}/feed/alexmorgan listed in /blog.`,
      `Blog feed: 2 posts from ${origin}/hashnode/rss.xml listed in /blog.`,
    ]);
  });

  it("skips a feed that fails, with one line each, and keeps the others", async () => {
    const lines: string[] = [];
    const posts = await feedSnapshot({
      feeds: [
        `${origin}/broken`,
        `${origin}/malformed`,
        `${origin}/slow`,
        "http://127.0.0.1:9/closed",
        `${origin}/feed/alexmorgan`,
      ],
      log: (line) => lines.push(line),
      timeoutMs: 300,
    });
    expect(posts).toHaveLength(2);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      `Blog feed skipped: ${origin}/broken answered 500. /blog lists the other posts.`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Blog feed skipped: ${origin}/malformed not well-formed XML \\(line 1: .+\\)\\. /blog lists the other posts\\.$`,
      ),
    );
    expect(lines[2]).toBe(
      `Blog feed skipped: ${origin}/slow no answer within 0.3 s. /blog lists the other posts.`,
    );
    expect(lines[3]).toMatch(
      /^Blog feed skipped: http:\/\/127\.0\.0\.1:9\/closed could not be read: fetch failed( \(ECONNREFUSED\))?\. \/blog lists the other posts\.$/,
    );
    expect(lines[4]).toMatch(/^Blog feed: 2 posts from/);
  });

  it("asks nothing when no feed is set, and once per build for the same feeds", async () => {
    await expect(feedSnapshot({ feeds: [], log: () => {} })).resolves.toEqual([]);
    const before = requests.length;
    const feeds = [`${origin}/feed/alexmorgan`];
    const first = await feedSnapshot({ feeds, log: () => {} });
    const second = await feedSnapshot({ feeds, log: () => {} });
    expect(second).toBe(first);
    expect(requests.length - before).toBe(1);
  });
});
