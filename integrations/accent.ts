import type { AstroIntegration } from "astro";
import type { SiteConfig } from "../src/config/schema.ts";
import { accentCss, accentPalette } from "../src/lib/accent.ts";

/**
 * The owner's accent colours as CSS variables: `import css from "virtual:portfolio/accent-css"`
 * is a stylesheet the layout puts in every page's <head>, which the Tailwind theme's `accent`
 * colours read (src/styles/global.css). Made from the checked config, with its environment
 * overrides, so the pages show exactly the colours the build checked (integrations/site-config.ts).
 */
const MODULE = "virtual:portfolio/accent-css";

export function accent(site: Pick<SiteConfig, "accent" | "accentDark">): AstroIntegration {
  return {
    name: "portfolio:accent",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        const css = accentCss(accentPalette(site.accent, site.accentDark));
        const plugin = {
          name: "portfolio:accent",
          resolveId: (id: string) => (id === MODULE ? `\0${MODULE}` : undefined),
          load: (id: string) =>
            id === `\0${MODULE}` ? `export default ${JSON.stringify(css)};` : undefined,
        };
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
