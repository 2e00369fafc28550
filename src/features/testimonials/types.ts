import type { GetImageResult } from "astro";
import type { CollectionEntry } from "astro:content";

/** What a testimonial card shows: its front matter, the portrait made small and square for it. */
export type TestimonialData = Omit<CollectionEntry<"testimonials">["data"], "portrait"> & {
  id: string;
  portrait?: Pick<GetImageResult, "src" | "srcSet"> | undefined;
};
