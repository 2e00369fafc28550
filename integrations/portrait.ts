import type { AstroIntegration } from "astro";
import type { SiteConfig } from "../src/config/schema.ts";
import { portraitFile, virtualModule } from "./site-config.ts";

/**
 * The owner's photo (`portrait` in site.config.ts, a file in src/assets/) as an astro:assets
 * image: `import portrait from "virtual:portfolio/portrait"` is its ImageMetadata, or undefined
 * when the config names none. Importing the one file the config names, rather than globbing the
 * folder, keeps every other file in src/assets/ out of the build; the site-config check has
 * already stopped the build if the file is missing.
 */
export function portrait(site: Pick<SiteConfig, "portrait">): AstroIntegration {
  return {
    name: "portfolio:portrait",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        const file = portraitFile(site, config.root);
        const source = file
          ? `export { default } from ${JSON.stringify(file)};`
          : "export default undefined;";
        updateConfig({ vite: { plugins: [virtualModule("virtual:portfolio/portrait", source)] } });
      },
    },
  };
}
