import { z } from "astro/zod";

/**
 * The front matter of a case study (src/content/case-studies/*.md). Astro runs it on every file
 * at build; a file that does not fit stops the build with the file's name and each field's
 * message below, so every message says what the field wants.
 */

/** A month ("2024-03") or a day ("2024-03-18"), as YAML leaves it when quoted or not. */
const MONTH_OR_DAY = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** YAML reads an unquoted 2024-03-18 as a Date: it is taken back as its day. */
const periodDate = (field: string) =>
  z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z
      .string({ error: `${field} is a month or a day, such as "2024-03" or "2024-03-18"` })
      .regex(MONTH_OR_DAY, `${field} is a month or a day, such as "2024-03" or "2024-03-18"`),
  );

/** A GitHub repository's name (the part after the user): letters, digits, ".", "-" and "_". */
const REPOSITORY_NAME = /^[A-Za-z0-9._-]{1,100}$/;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} is longer than ${max} characters`);

/** `image` is Astro's image() from the schema context: it checks the file and imports it. */
export function caseStudySchema<Image extends z.ZodType>(image: () => Image) {
  const picture = (field: string) =>
    z.object(
      {
        src: image(),
        alt: text(`${field}.alt (the picture's description for people who cannot see it)`, 300),
      },
      { error: `${field} needs src (a file next to the case study) and alt (its description)` },
    );
  return z
    .object({
      title: text("title", 80),
      summary: text("summary (one line)", 200),
      role: text("role", 80),
      period: z
        .object(
          {
            start: periodDate("period.start"),
            /** Left out while the project goes on. */
            end: periodDate("period.end").optional(),
          },
          { error: 'period needs start (such as "2024-03"), and end unless it goes on' },
        )
        .refine((period) => !period.end || period.end >= period.start, {
          message: "period.end comes before period.start",
          path: ["end"],
        }),
      stack: z
        .array(text("stack[]", 40), { error: "stack is a list of technologies" })
        .min(1, "stack lists at least one technology"),
      outcomes: z
        .array(text("outcomes[]", 140), { error: "outcomes is a list of short results" })
        .min(1, "outcomes lists at least one result, such as “Load time down 40%”")
        .max(6, "outcomes lists at most 6 results"),
      cover: picture("cover"),
      gallery: z
        .array(picture("gallery[]"))
        .max(12, "gallery holds at most 12 pictures")
        .default([]),
      repo: z
        .string({ error: "repo is the name of one of your GitHub repositories" })
        .trim()
        .regex(
          REPOSITORY_NAME,
          'repo is only the repository\'s name, such as "task-board" (not its address)',
        )
        .optional(),
      live: z
        .url({
          protocol: /^https?$/,
          error: "live is the project's address, starting with https://",
        })
        .optional(),
      featured: z.boolean({ error: "featured is true or false" }).default(false),
      order: z
        .number({ error: "order is a whole number (lower comes first)" })
        .int("order is a whole number (lower comes first)")
        .default(100),
    })
    .strict();
}
