declare module "virtual:portfolio/portrait" {
  import type { ImageMetadata } from "astro";

  /** The owner's photo named by `portrait` in site.config.ts (integrations/site-config.ts). */
  const portrait: ImageMetadata | undefined;
  export default portrait;
}

declare module "virtual:portfolio/words/*" {
  /** An island's words by language code (integrations/site-config.ts), read with islandWordsIn. */
  const words: unknown;
  export default words;
}

declare module "virtual:portfolio/site" {
  /** The checked config (integrations/site-config.ts), read through src/site.ts, which types it. */
  const site: unknown;
  export default site;
}
