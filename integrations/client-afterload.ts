import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Adds the `client:afterload` directive (src/lib/client-after-load.ts) to the islands' choice. */
export function clientAfterLoad(): AstroIntegration {
  return {
    name: "portfolio:client-afterload",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterload",
          entrypoint: fileURLToPath(new URL("../src/lib/client-after-load.ts", import.meta.url)),
        });
      },
    },
  };
}
