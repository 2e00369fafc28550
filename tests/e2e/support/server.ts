import { serve } from "../../../tools/serve.mjs";
import { BASE_PATH } from "./test.ts";

/**
 * Serves the build under test on a free port with extra options (the Playwright web server covers
 * the plain case); resolves with its address, base path included, once it listens.
 */
export const startServer = (options: { headers: boolean }) =>
  serve({
    port: 0,
    host: "127.0.0.1",
    dir: process.env.BUILD_DIR ?? "dist",
    base: BASE_PATH,
    ...options,
  });
