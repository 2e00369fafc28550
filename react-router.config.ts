import type { Config } from "@react-router/dev/config";
import { copyFile, rm } from "node:fs/promises";
import path from "node:path";

/** Every screen is written to HTML at build time; the not-found page also becomes 404.html. */
export const PRERENDERED_PATHS = [
  "/",
  "/projects",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
];
const NOT_FOUND_PATH = "/404";

export default {
  // BUILD_DIR lets several builds (for example with and without a base path) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PATH],
  async buildEnd({ viteConfig }) {
    const client = path.join(viteConfig.build.outDir);
    await copyFile(path.join(client, "404", "index.html"), path.join(client, "404.html"));
    await rm(path.join(client, "404"), { recursive: true, force: true });
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
  },
} satisfies Config;
