import type { Config } from "@react-router/dev/config";
import { basePath } from "./scripts/base-path.ts";
import { finishBuild } from "./scripts/postbuild.ts";

/** Every screen is written to HTML at build time; the not-found page also becomes 404.html. */
export const PRERENDERED_PATHS = [
  "/",
  "/projects",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
];
export const NOT_FOUND_PATH = "/404";

export default {
  // BUILD_DIR lets several builds (for example with and without a base path) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename: basePath,
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PATH],
  async buildEnd({ viteConfig }) {
    await finishBuild(viteConfig.build.outDir, basePath);
  },
} satisfies Config;
