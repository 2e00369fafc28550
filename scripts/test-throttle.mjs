// Builds the site with EmailJS's throttle on and runs the throttle's browser tests against it
// (the default build has it off, as the spec says, so there they only show that it is off).
import { buildAndTest } from "./test-variant.mjs";

buildAndTest({ VITE_EMAILJS_LIMIT_RATE: "60000", BUILD_DIR: "build-throttle", E2E_PORT: "4175" }, [
  "tests/e2e/contact-throttle.spec.ts",
]);
