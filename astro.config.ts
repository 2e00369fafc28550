import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { basePath } from "./integrations/base-path.ts";
import { siteConfigCheck, validSiteConfig } from "./integrations/site-config.ts";

const site = validSiteConfig();

export default defineConfig({
  site: site.siteUrl,
  base: basePath,
  // BUILD_DIR lets several builds (root, base path, throttle) live side by side.
  outDir: process.env.BUILD_DIR ?? "dist",
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [
    siteConfigCheck(),
    react(),
    sitemap({ filter: (page) => !/\/404\/?$/.test(page) }),
  ],
  vite: {
    // The VITE_* overrides of site.config.ts (see src/site.ts), read at build time.
    envPrefix: ["VITE_"],
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
