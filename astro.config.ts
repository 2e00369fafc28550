import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders, sharpImageService } from "astro/config";
import { basePath } from "./integrations/base-path.ts";
import { doctor } from "./integrations/doctor.ts";
import { siteFonts } from "./src/lib/fonts.ts";
import { EMAILJS_ORIGIN, finishBuild } from "./integrations/finish-build.ts";
import { buildEnv, loadSiteConfig, siteData } from "./integrations/site-config.ts";
import { analyticsProvider } from "./src/lib/analytics-providers.ts";

// site.config.ts with the environment's overrides, checked once: the pages read this very object
// (virtual:portfolio/site, through src/site.ts).
const site = loadSiteConfig(buildEnv());
/** The analytics provider, when the owner switched one on: the CSP allows it and nothing more. */
const analytics = site.analytics ? analyticsProvider(site.analytics) : undefined;
// Each other language has every page under its code (/de/about/): Astro renders the default
// language's page there, in place (a rewrite, not a redirect), and the page speaks the language
// its address names (Astro.currentLocale). With one language, none of this is configured.
const [defaultLocale = "en", ...otherLanguages] = site.languages;

export default defineConfig({
  // Addresses are the site's origin and the base path (as in src/seo.ts), so a siteUrl that
  // repeats the base path (https://you.github.io/portfolio) gives the same ones as the bare origin.
  site: new URL(site.siteUrl).origin,
  base: basePath,
  // BUILD_DIR lets several builds (root, base path, throttle) live side by side.
  outDir: process.env.BUILD_DIR ?? "dist",
  // Every page is a folder (about/index.html) at its address with the slash (/about/), the one
  // form all four hosts serve without a redirect (src/routes.ts, docs/deploy.md).
  trailingSlash: "always",
  ...(otherLanguages.length > 0 && {
    i18n: {
      locales: site.languages,
      defaultLocale,
      fallback: Object.fromEntries(otherLanguages.map((code) => [code, defaultLocale])),
      routing: { prefixDefaultLocale: false, fallbackType: "rewrite" },
    },
  }),
  build: { format: "directory", inlineStylesheets: "always" },
  // AVIF at libavif's own default speed (sharp's effort 3, not 4): a cold build encodes the
  // pictures about four times faster, for AVIF files about a seventh larger (docs/performance.md).
  image: { service: sharpImageService({ avif: { effort: 3 } }) },
  integrations: [
    siteData(site),
    doctor(site, buildEnv()),
    react(),
    // Posts and case studies may be MDX too (.mdx beside the .md files), with the same colours.
    mdx(),
    // Every page but the 404 pages (which the integration leaves out).
    sitemap({
      // Each page lists its versions in every language, and the default one as x-default.
      ...(otherLanguages.length > 0 && {
        i18n: {
          defaultLocale,
          locales: Object.fromEntries(site.languages.map((code) => [code, code])),
        },
        serialize: (item) => ({
          ...item,
          links: item.links && [
            ...item.links,
            ...item.links
              .filter((link) => link.lang === defaultLocale)
              .map((link) => ({ ...link, lang: "x-default" })),
          ],
        }),
      }),
    }),
    // Last: it finishes the pages the others have written.
    finishBuild({
      connectOrigins: [
        new URL(site.github.apiBaseUrl).origin,
        EMAILJS_ORIGIN,
        ...(analytics?.connectOrigins ?? []),
      ],
      scriptOrigins: analytics ? [analytics.scriptOrigin] : [],
      imgOrigins: analytics?.imgOrigins ?? [],
    }),
  ],
  vite: {
    // Whether analytics are on, for the markup that marks events (src/lib/analytics-events.ts).
    define: { __ANALYTICS__: JSON.stringify(Boolean(analytics)) },
    plugins: [tailwindcss()],
  },
  markdown: {
    // Code in posts is coloured when the site is built, in both themes: the light colours
    // inline, the dark ones as variables that html.dark switches to (src/styles/global.css).
    // GitHub's Primer themes: every token colour meets WCAG AA on its background.
    shikiConfig: { themes: { light: "github-light-default", dark: "github-dark-default" } },
  },
  devToolbar: { enabled: false },
  // The site's own typefaces (src/lib/fonts.ts), declared in each page's head by Base.astro.
  fonts: await siteFonts(site, fontProviders.local),
});
