import { enhancePage } from "./enhance";

// A file of its own that every page loads with `defer` (src/layouts/Base.astro): it runs once the
// markup is parsed, and the browser keeps it for the next page.
enhancePage();
