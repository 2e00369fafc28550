import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sitePlugin } from "./scripts/site-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), sitePlugin()],
});
