// @vitest-environment node
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { validateSiteConfig, type SiteConfig } from "../../src/config/schema";
import { favicon } from "../../src/lib/og-image";
import { accentPalette } from "../../src/lib/accent";
import { renderManifest } from "../../src/lib/web-manifest";

const site = (() => {
  const result = validateSiteConfig(config);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
})();

describe("renderManifest", () => {
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

// The preview images and icons are checked, size and type, in the browser spec seo.spec.ts.
describe("the favicon", () => {
  const identity = { name: "Ada Lovelace", role: "Engineer", palette: accentPalette("#0f766e") };

  it("draws the favicon as the owner's initials on their accent, with no font to load", async () => {
    const svg = await favicon(identity);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/);
    // Letters are drawn as paths, in the accent's text colour on the accent.
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
    expect(svg.toLowerCase()).toContain(identity.palette.light.accent);
    expect(await favicon({ ...identity, name: "Grace Hopper" })).not.toBe(svg);
  });
});
