/// <reference types="astro/client" />

declare module "virtual:inline-script/*" {
  /** A script of src/scripts/, bundled and minified for inlining (integrations/finish-build.ts). */
  const code: string;
  export default code;
}

/** Whether the site's analytics are on (astro.config.ts `vite.define`). */
declare const __ANALYTICS__: boolean;

declare module "virtual:deferred-script/*" {
  /** The address of a script of src/scripts/, bundled into a file of its own
   * (integrations/finish-build.ts). */
  const src: string;
  export default src;
}
