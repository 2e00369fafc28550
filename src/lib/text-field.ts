import { z } from "astro/zod";

/**
 * Required text in a content file's front matter. Astro names the file and the field before
 * each message, so the messages say only what the field wants.
 */
export const textField = (max: number, what: string) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, `must not be empty: write ${what}`)
    .max(max, `is longer than ${max} characters`);
