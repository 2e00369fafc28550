import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./schema";

/** The owner's posts: one Markdown (or MDX) file each in src/content/blog/, named for its address. */
export const blog = defineCollection({
  loader: glob({ pattern: "**/[^_]*.{md,mdx}", base: "./src/content/blog" }),
  schema: postSchema,
});
