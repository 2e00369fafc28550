// @vitest-environment node
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { validateSiteConfig, type SiteConfig } from "../../src/config/schema";
import { favicon, icon, ICON_SIZES, ogImage } from "../../src/lib/og-image";
import { accentPalette } from "../../src/lib/accent";
import { renderManifest } from "../../src/lib/web-manifest";

const site = (() => {
  const result = validateSiteConfig(config);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
})();

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(buffer.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe("renderManifest", () => {
  it("names the site from the config and starts at the base path", () => {
    const manifest = JSON.parse(renderManifest(site, "/portfolio/")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: `${site.name} · ${site.role}`,
      start_url: "/portfolio/",
      scope: "/portfolio/",
      display: "standalone",
    });
    expect(manifest.icons).toEqual([
      { src: "/portfolio/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/portfolio/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/portfolio/icon-512.png", sizes: "512x512", type: "image/png" },
    ]);
  });

  it("keeps short_name short enough for a home screen", () => {
    const long: SiteConfig = { ...site, name: "Maximiliana Featherstonehaugh" };
    const manifest = JSON.parse(renderManifest(long, "/")) as { short_name: string };
    expect(manifest.short_name).toBe("Maximiliana");
    const short = JSON.parse(renderManifest({ ...site, name: "Ada Lovelace" }, "/")) as {
      short_name: string;
    };
    expect(short.short_name).toBe("Ada Lovelace");
  });
});

describe("preview image and icons", () => {
  const identity = { name: "Ada Lovelace", palette: accentPalette("#0f766e") };

  it("draws a 1200 × 630 PNG, with a page's own title when given one", async () => {
    const plain = await ogImage(undefined, identity);
    const titled = await ogImage(
      "Cutting checkout time in half for a regional grocery chain's online shop",
      identity,
    );
    expect(pngSize(plain)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(titled)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(titled).equals(Buffer.from(plain))).toBe(false);
  }, 60_000);

  it("draws square icons at the size asked for", async () => {
    expect(pngSize(await icon(180, identity))).toEqual({ width: 180, height: 180 });
    expect(pngSize(await icon(512, identity))).toEqual({ width: 512, height: 512 });
  }, 60_000);

  it("draws the favicon as the owner's initials on their accent, with no font to load", async () => {
    const svg = await favicon(identity);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/);
    // Letters are drawn as paths, in the accent's text colour on the accent.
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
    expect(svg.toLowerCase()).toContain(identity.palette.light.accent);
    expect(await favicon({ ...identity, name: "Grace Hopper" })).not.toBe(svg);
  });

  it("serves an icon for every file the head and the manifest link to", () => {
    expect(ICON_SIZES).toEqual({ "apple-touch-icon": 180, "icon-192": 192, "icon-512": 512 });
  });
});
