/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly VITE_GITHUB_USERNAME?: string;
  readonly VITE_GITHUB_API_URL?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_LIMIT_RATE?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_ACCENT?: string;
  readonly VITE_ACCENT_DARK?: string;
  readonly VITE_PORTRAIT?: string;
  readonly VITE_ANALYTICS_PROVIDER?: string;
  readonly VITE_ANALYTICS_SITE_ID?: string;
  readonly VITE_ANALYTICS_HOST?: string;
}

declare module "virtual:inline-script/*" {
  /** A script of src/scripts/, bundled and minified for inlining (integrations/inline-scripts.ts). */
  const code: string;
  export default code;
}

/** Whether the site's analytics are on (astro.config.ts `vite.define`). */
declare const __ANALYTICS__: boolean;

declare module "virtual:deferred-script/*" {
  /** The address of a script of src/scripts/, bundled into a file of its own that a page loads
   * once it has loaded and the browser is idle (integrations/inline-scripts.ts). */
  const src: string;
  export default src;
}
