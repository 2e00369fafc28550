import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postSchema } from "./schema";

/**
 * The owner's posts: one Markdown (or MDX) file each in src/content/blog/, named for its address (images
 * may sit beside them). A file whose name starts with "_" is left out. BLOG_DIR reads the posts
 * from another folder instead (the tests use it to build a site with none).
 */
export const blog = defineCollection({
  loader: glob({ pattern: "[^_]*.{md,mdx}", base: process.env.BLOG_DIR ?? "./src/content/blog" }),
  schema: postSchema,
});
