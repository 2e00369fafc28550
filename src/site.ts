import config from "../site.config";
import { resolveSiteConfig } from "./config/resolve";
import { href } from "./routes";

/**
 * The owner's configuration with the build's `VITE_*` overrides applied. Rendered at build time
 * only: islands receive what they need as props, so the config never ships as a module.
 */
export const site = resolveSiteConfig(config, {
  VITE_GITHUB_USERNAME: import.meta.env.VITE_GITHUB_USERNAME,
  VITE_GITHUB_API_URL: import.meta.env.VITE_GITHUB_API_URL,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_LIMIT_RATE: import.meta.env.VITE_EMAILJS_LIMIT_RATE,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_ACCENT: import.meta.env.VITE_ACCENT,
  VITE_ACCENT_DARK: import.meta.env.VITE_ACCENT_DARK,
  VITE_PORTRAIT: import.meta.env.VITE_PORTRAIT,
  VITE_ANALYTICS_PROVIDER: import.meta.env.VITE_ANALYTICS_PROVIDER,
  VITE_ANALYTICS_SITE_ID: import.meta.env.VITE_ANALYTICS_SITE_ID,
  VITE_ANALYTICS_HOST: import.meta.env.VITE_ANALYTICS_HOST,
});

/** Files in public/ (and generated ones) live under the base path the site is served from. */
export const assetHref = (file: string) => href(`/${file}`);

export const cvHref = assetHref(site.cv.file ?? site.cv.downloadName);
