import { z } from "astro/zod";
import { textField as text } from "../../lib/text-field";

/**
 * The front matter of a testimonial (src/content/testimonials/*.md). A file that does not fit
 * stops the build with the file's name and the field's message, so each message says what the
 * field wants.
 */

/** `image` is Astro's image() from the schema context: it checks the file and imports it. */
export const testimonialSchema = <Image extends z.ZodType>(image: () => Image) =>
  z.object({
    quote: text(600, "what they said, in their words"),
    name: text(80, "the person's name"),
    role: text(80, "their role, such as Engineering Manager"),
    company: text(80, "where they work or worked with you"),
    link: z
      .url({
        protocol: /^https$/,
        error: "must be an https:// address, such as their LinkedIn profile",
      })
      .optional(),
    /** A small square photo beside their name; left out, their initials show. */
    portrait: image().optional(),
    /** Lower numbers show first; without one, the files' alphabetical order. */
    order: z
      .number({ error: "must be a number, such as 1" })
      .int("must be a whole number")
      .optional(),
  });
