import { z } from "astro/zod";
import { textField as text } from "../../lib/text-field";

/**
 * The front matter of a case study (src/content/case-studies/*.md). Astro runs it on every file
 * at build; a file that does not fit stops the build with the file's name and each field's
 * message below, so every message says what the field wants.
 */

/** A month ("2024-03") or a day ("2024-03-18"), as YAML leaves it when quoted or not. */
const MONTH_OR_DAY = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** YAML reads an unquoted 2024-03-18 as a Date: it is taken back as its day. */
const DATE_HINT = 'must be a month or a day, such as "2024-03" or "2024-03-18"';
const periodDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string({ error: DATE_HINT }).regex(MONTH_OR_DAY, DATE_HINT),
);

/** A GitHub repository's name (the part after the user): letters, digits, ".", "-" and "_". */
const REPOSITORY_NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** `image` is Astro's image() from the schema context: it checks the file and imports it. */
export function caseStudySchema<Image extends z.ZodType>(image: () => Image) {
  const picture = z.object(
    {
      src: image(),
      alt: text(300, "what the picture shows, for people who cannot see it"),
      /** The same picture drawn for the dark theme, the same size; the dark theme shows it. */
      dark: image().optional(),
    },
    { error: "must have src (a picture's file, next to the case study) and alt (what it shows)" },
  );
  return z
    .object({
      title: text(80, "the project's name"),
      summary: text(200, "one line on what it is"),
      role: text(80, "your part in it"),
      period: z
        .object(
          {
            start: periodDate,
            /** Left out while the project goes on. */
            end: periodDate.optional(),
          },
          { error: 'must have start (such as "2024-03"), and end unless it goes on' },
        )
        .refine((period) => !period.end || period.end >= period.start, {
          message: "comes before period.start",
          path: ["end"],
        }),
      stack: z
        .array(text(40, "a technology's name"), { error: "must be a list of technologies" })
        .min(1, "must list at least one technology"),
      outcomes: z
        .array(text(140, "a short result"), { error: "must be a list of short results" })
        .min(1, "must list at least one result, such as “Load time down 40%”")
        .max(6, "lists at most 6 results"),
      cover: picture,
      gallery: z
        .array(picture, { error: "must be a list of pictures, each with src and alt" })
        .max(12, "holds at most 12 pictures")
        .default([]),
      repo: z
        .string({ error: "must be the name of one of your GitHub repositories" })
        .trim()
        .regex(
          REPOSITORY_NAME,
          "must be only the repository's name, such as task-board (not its address)",
        )
        .optional(),
      live: z
        .url({
          protocol: /^https?$/,
          error: "must be the project's address, starting with https://",
        })
        .optional(),
      featured: z.boolean({ error: "must be true or false" }).default(false),
      order: z.int({ error: "must be a whole number (lower comes first)" }).default(100),
    })
    .strict();
}
