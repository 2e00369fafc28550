import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { basePath } from "./scripts/base-path.ts";
import { sitePlugin } from "./scripts/site-plugin.ts";

export default defineConfig({
  base: basePath,
  plugins: [tailwindcss(), reactRouter(), sitePlugin()],
});
