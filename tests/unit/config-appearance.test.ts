// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  buildEnv,
  loadSiteConfig,
  portraitFile,
  SiteConfigError,
  siteData,
  siteConfigErrors,
} from "../../integrations/site-config";
import shipped from "../../site.config";
import { SAMPLE } from "../../src/config/sample";
import { resolveSiteConfig } from "../../src/config/resolve";
import { DEFAULT_ACCENT, validateSiteConfig, type SiteConfig } from "../../src/config/schema";

const resolved = (changes: Record<string, unknown> = {}, env: Record<string, string> = {}) => ({
  ...resolveSiteConfig(shipped, env),
  ...changes,
});

function validated(changes: Record<string, unknown> = {}): SiteConfig {
  const result = validateSiteConfig(resolved(changes));
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
}

function errorsOf(changes: Record<string, unknown>): string[] {
  const result = validateSiteConfig(resolved(changes));
  return result.ok ? [] : result.errors;
}

describe("the accent fields", () => {
  it("default to the shipped indigo, with the dark accent derived", () => {
    const config = validated();
    expect(config.accent).toBe(DEFAULT_ACCENT);
    expect(config.accentDark).toBeUndefined();
    expect(shipped.accent).toBeUndefined();
  });

  it("accept #rgb and #rrggbb, trimmed and normalised", () => {
    expect(validated({ accent: "#0F766E" }).accent).toBe("#0f766e");
    expect(validated({ accent: " #36c " }).accent).toBe("#3366cc");
    expect(validated({ accentDark: "#FDA4AF" }).accentDark).toBe("#fda4af");
  });

  it.each(["blue", "#12345", "0f766e", "#0f766e80", "rgb(15, 118, 110)", ""])(
    "reject %j with a message naming the field and the form expected",
    (value) => {
      expect(errorsOf({ accent: value })).toEqual([
        `accent: must be a hex colour such as "#4338ca" or "#43c" (got ${JSON.stringify(value)}): the accent colour of links and buttons in the light theme`,
      ]);
      expect(errorsOf({ accentDark: value })).toEqual([
        `accentDark: must be a hex colour such as "#4338ca" or "#43c" (got ${JSON.stringify(value)}): the accent colour of links and buttons in the dark theme`,
      ]);
    },
  );

  it("reject a value that is not text", () => {
    expect(errorsOf({ accent: 4338 })).toEqual([
      "accent: must be text: the accent colour of links and buttons in the light theme",
    ]);
  });
});

describe("the portrait field", () => {
  it("is the sample's drawn face in the shipped config", () => {
    expect(shipped.portrait).toBe(SAMPLE.portrait);
    expect(validated().portrait).toBe(SAMPLE.portrait);
  });

  it.each(["portrait.jpg", "portrait.jpeg", "me.PNG", "face-2024.webp", "a_b.avif"])(
    "accepts %s",
    (file) => {
      expect(validated({ portrait: file }).portrait).toBe(file);
    },
  );

  it.each([
    "portrait.gif",
    "portrait.svg",
    "portrait",
    "photos/me.jpg",
    "../me.jpg",
    "my photo.jpg",
  ])("rejects %s, naming the expected path", (file) => {
    expect(errorsOf({ portrait: file })).toEqual([
      "portrait: must be the file name of a jpg, jpeg, png, webp or avif image in src/assets/, " +
        `such as portrait.jpg (src/assets/${file} is not one)`,
    ]);
  });
});

describe("the build's checks", () => {
  const root = mkdtempSync(path.join(tmpdir(), "portfolio-assets-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const rootUrl = pathToFileURL(`${root}/`);
  mkdirSync(path.join(root, "src/assets"), { recursive: true });
  writeFileSync(path.join(root, "src/assets/portrait.jpg"), "");
  mkdirSync(path.join(root, "src/assets/folder.jpg"));

  it("read the portrait from src/assets/, or the folder PORTRAIT_DIR names", () => {
    vi.stubEnv("PORTRAIT_DIR", "");
    expect(portraitFile({ portrait: "me.jpg" }, rootUrl)).toBe(
      path.join(root, "src/assets/me.jpg"),
    );
    expect(portraitFile({ portrait: undefined }, rootUrl)).toBeUndefined();
    vi.stubEnv("PORTRAIT_DIR", "tests/fixtures");
    expect(portraitFile({ portrait: "me.jpg" }, rootUrl)).toBe(
      path.join(root, "tests/fixtures/me.jpg"),
    );
    vi.unstubAllEnvs();
  });

  const errors = (changes: Record<string, unknown>) => {
    vi.stubEnv("PORTRAIT_DIR", "");
    const found = siteConfigErrors(validated(changes), { root: rootUrl, publicDir: rootUrl });
    vi.unstubAllEnvs();
    return found;
  };

  it("accept a portrait that exists, and no portrait", () => {
    expect(errors({ portrait: "portrait.jpg" })).toEqual([]);
    expect(errors({ portrait: undefined })).toEqual([]);
  });

  it("name the field and the expected path of a missing portrait", () => {
    expect(errors({ portrait: "me.png" })).toEqual([
      "portrait: src/assets/me.png does not exist (put your photo there, or remove the field)",
    ]);
    expect(errors({ portrait: "folder.jpg" })).toEqual([
      "portrait: src/assets/folder.jpg does not exist (put your photo there, or remove the field)",
    ]);
  });

  it("pass the default accent and fail a pale one, field by field", () => {
    const pale = errors({ accent: "#60a5fa", accentDark: "#2563eb", portrait: undefined });
    expect(pale).toHaveLength(2);
    expect(pale[0]).toMatch(/^accent: "#60a5fa" does not meet WCAG AA contrast in the light/);
    expect(pale[1]).toMatch(/^accentDark: "#2563eb" does not meet WCAG AA contrast in the dark/);
  });

  type SetupHook = NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>;
  const runCheck = () => {
    const setup = siteData(loadSiteConfig(buildEnv())).hooks["astro:config:setup"] as SetupHook;
    const config = {
      root: new URL("../../", import.meta.url),
      publicDir: new URL("../../public/", import.meta.url),
    };
    const stub = () => undefined;
    return setup({
      config,
      addWatchFile: stub,
      updateConfig: stub,
    } as unknown as Parameters<SetupHook>[0]);
  };

  it("stop the build with one message naming site.config.ts, each field and what to do", () => {
    vi.stubEnv("VITE_ACCENT", "#60a5fa");
    vi.stubEnv("VITE_PORTRAIT", "no-such-photo.jpg");
    vi.stubEnv("PORTRAIT_DIR", "");
    let error: unknown;
    try {
      void runCheck();
    } catch (caught) {
      error = caught;
    }
    vi.unstubAllEnvs();
    expect(error).toBeInstanceOf(SiteConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^site\.config\.ts is not valid:\n/);
    expect(message).toContain(
      "  - portrait: src/assets/no-such-photo.jpg does not exist (put your photo there, or remove the field)",
    );
    expect(message).toContain(
      '  - accent: "#60a5fa" does not meet WCAG AA contrast in the light theme:\n' +
        "      accent text on the page background: #60a5fa on #ffffff is 2.54:1, needs 4.5:1\n",
    );
    expect(message).toMatch(/The nearest shade of the same hue that passes: accent: "#[\da-f]{6}"/);
  });

  it("let the shipped config through", () => {
    vi.stubEnv("VITE_ACCENT", "");
    vi.stubEnv("VITE_ACCENT_DARK", "");
    vi.stubEnv("VITE_PORTRAIT", "");
    expect(() => runCheck()).not.toThrow();
    vi.unstubAllEnvs();
  });
});
