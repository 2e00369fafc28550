import { assertChromium } from "./chromium.mjs";

console.log(`Using Chromium at ${assertChromium()}`);
