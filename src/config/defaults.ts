/** The accent when site.config.ts names none: close to Tailwind's indigo-700, as shipped. */
export const DEFAULT_ACCENT = "#4338ca";
