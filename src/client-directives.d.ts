// The site's own hydration directives (integrations/finish-build.ts), for .astro files.
declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once the page has loaded, been painted and the browser is idle. */
    "client:afterload"?: boolean;
  }
}

export {};
