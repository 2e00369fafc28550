// Builds the site for a sub-path, as GitHub Pages serves a project site, and runs the browser
// tests against it (desktop only: the phone run covers layout, which a base path does not change).
import { buildAndTest } from "./test-variant.mjs";

buildAndTest({ BASE_PATH: "/portfolio/", BUILD_DIR: "build-base", E2E_PORT: "4174" }, [
  "--project=desktop",
]);
