import { describe, expect, it } from "vitest";
import { headTags, jsonLdText } from "../../src/seo";
import { pageLanguage, site } from "../../src/site";

describe("jsonLdText", () => {
  it("is the data as JSON, with no text able to close the script element", () => {
    const data = { name: "</script><script>alert(1)</script>", note: "a < b" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("headTags", () => {
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

  it("gives a page in another language its address and preview there; home stays a profile", () => {
    const tags = headTags({ title: "t", description: "d", path: "/" }, pageLanguage("ar"));
    expect(tags.canonical).toBe(`${site.siteUrl}/ar/`);
    expect(tags.meta).toContainEqual({ property: "og:type", content: "profile" });
    expect(tags.meta).toContainEqual({
      property: "og:image",
      content: `${site.siteUrl}/ar/og-image.png`,
    });
  });

  it("keeps a page out of search results instead of giving it a canonical link", () => {
    const tags = headTags({ title: "Not found", description: "Gone.", path: null });
    expect(tags.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.canonical).toBeNull();
    expect(tags.meta.some((tag) => tag.property === "og:url")).toBe(false);
  });
});
