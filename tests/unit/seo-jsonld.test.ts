import { describe, expect, it } from "vitest";
import { pageMeta, personJsonLd } from "../../src/seo";
import { site } from "../../src/site";

describe("personJsonLd", () => {
  it("describes the owner as a schema.org Person with their public profiles", () => {
    const descriptor = personJsonLd() as { "script:ld+json": Record<string, unknown> };
    expect(descriptor["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: site.name,
      jobTitle: site.role,
      url: `${site.siteUrl}/`,
      email: `mailto:${site.email}`,
      sameAs: site.social.filter((link) => /^https?:/.test(link.href)).map((link) => link.href),
    });
  });
});

describe("pageMeta", () => {
  it("points the canonical link, og:url and the preview image at the public site", () => {
    const tags = pageMeta({ title: "About", description: "About me.", path: "/about" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.siteUrl}/about`,
    });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.siteUrl}/about` });
    expect(tags).toContainEqual({ property: "og:image", content: `${site.siteUrl}/og-image.png` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("keeps a page out of search results instead of giving it a canonical link", () => {
    const tags = pageMeta({
      title: "Not found",
      description: "Gone.",
      path: "/404",
      noindex: true,
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});
