import { z } from "astro/zod";

/**
 * The front matter of a post in src/content/blog/. Astro checks every file against it when the
 * site is built and stops naming the file and the field; the messages say what to write. Unknown
 * fields are refused too, so a misspelt `pubDate` or `tag` fails instead of being ignored.
 */

const text = (what: string) =>
  z
    .string({ error: `must be text: ${what}` })
    .trim()
    .min(1, { error: `must not be empty: ${what}` });

const day = (what: string) =>
  z.coerce.date({ error: `must be a date such as 2025-03-14: ${what}` });

const FIELDS = {
  title: text("the post's title"),
  description: text("one or two sentences shown in the list, the feed and link previews"),
  date: day("the day the post was published"),
  updated: day("the day the post was last changed").optional(),
  tags: z
    .array(text("a tag, such as react"), { error: "must be a list of tags, such as [react]" })
    .default([]),
  draft: z.boolean({ error: "must be true or false" }).default(false),
};

const KNOWN = Object.keys(FIELDS);
const UNKNOWN = `is not a field of a post: use ${KNOWN.slice(0, -1).join(", ")} or ${KNOWN.at(-1)}`;

// Loose, then checked by hand: a strict object would report unknown fields under no field's name.
export const postSchema = z.looseObject(FIELDS).superRefine((post, context) => {
  for (const key of Object.keys(post).filter((name) => !KNOWN.includes(name))) {
    context.addIssue({ code: "custom", path: [key], message: UNKNOWN });
  }
  if (post.updated && post.updated < post.date) {
    const message = "must not be before date: the day the post was last changed";
    context.addIssue({ code: "custom", path: ["updated"], message });
  }
});
