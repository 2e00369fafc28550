import config from "../site.config";
import { resolveSiteConfig } from "./config/resolve";

/** The owner's configuration with the build's `VITE_*` overrides applied. */
export const site = resolveSiteConfig(config, import.meta.env);

/** Files in public/ (and generated ones) live under the base path the site is served from. */
export const assetHref = (file: string) => `${import.meta.env.BASE_URL}${file}`;

export const cvHref = assetHref(site.cv.file ?? site.cv.downloadName);
