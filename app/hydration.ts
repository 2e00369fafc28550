/**
 * The event the app sends on window once React has hydrated the page. The prerendered page's
 * boot script (scripts/optimize-html.ts) waits for it to replay a button press or a form
 * submission made before then.
 */
export const HYDRATED_EVENT = "site:hydrated";
