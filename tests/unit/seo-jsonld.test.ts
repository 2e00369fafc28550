import { describe, expect, it } from "vitest";
import { headTags, jsonLdText, personJsonLd } from "../../src/seo";
import { site } from "../../src/site";

describe("personJsonLd", () => {
  it("describes the owner as a schema.org Person with their public profiles", () => {
    expect(personJsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: site.name,
      jobTitle: site.role,
      url: `${site.siteUrl}/`,
      email: `mailto:${site.email}`,
      sameAs: site.social.filter((link) => /^https?:/.test(link.href)).map((link) => link.href),
    });
    expect(personJsonLd({ seeks: "work" }).seeks).toBe("work");
  });
});

describe("jsonLdText", () => {
  it("is the data as JSON, with no text able to close the script element", () => {
    const data = { name: "</script><script>alert(1)</script>", note: "a < b" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("headTags", () => {
  it("points the canonical link, og:url and the preview image at the public site", () => {
    const tags = headTags({ title: "About", description: "About me.", path: "/about" });
    expect(tags.title).toBe("About");
    expect(tags.canonical).toBe(`${site.siteUrl}/about`);
    expect(tags.meta).toContainEqual({ name: "description", content: "About me." });
    expect(tags.meta).toContainEqual({ property: "og:url", content: `${site.siteUrl}/about` });
    expect(tags.meta).toContainEqual({
      property: "og:image",
      content: `${site.siteUrl}/og-image.png`,
    });
    expect(tags.meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("points the preview at a page's own image, with its alt text, when the page has one", () => {
    const tags = headTags({
      title: "Shop API",
      description: "A case study.",
      path: "/projects/shop-api",
      image: { path: "/projects/shop-api/og.png", alt: "Shop API, a case study" },
    });
    const image = `${site.siteUrl}/projects/shop-api/og.png`;
    expect(tags.meta).toContainEqual({ property: "og:image", content: image });
    expect(tags.meta).toContainEqual({ name: "twitter:image", content: image });
    expect(tags.meta).toContainEqual({
      property: "og:image:alt",
      content: "Shop API, a case study",
    });
  });

  it("calls the home page a profile and the others websites", () => {
    const type = (path: string) =>
      headTags({ title: "t", description: "d", path }).meta.find(
        (tag) => tag.property === "og:type",
      )?.content;
    expect(type("/")).toBe("profile");
    expect(type("/projects")).toBe("website");
  });

  it("keeps a page out of search results instead of giving it a canonical link", () => {
    const tags = headTags({ title: "Not found", description: "Gone.", path: null });
    expect(tags.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.canonical).toBeNull();
    expect(tags.meta.some((tag) => tag.property === "og:url")).toBe(false);
  });
});
