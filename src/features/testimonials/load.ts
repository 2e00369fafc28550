import type { UnresolvedImageTransform } from "astro";
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import { PORTRAIT_SIZE } from "./TestimonialsSection";

/** Portraits are made at 1x and 2x, square, as WebP. */
const PORTRAIT = {
  width: PORTRAIT_SIZE,
  height: PORTRAIT_SIZE,
  densities: [1, 2],
  format: "webp",
  fit: "cover",
} satisfies Omit<UnresolvedImageTransform, "src">;

/**
 * Every testimonial, ready for a card: by `order`, then by file name. The home page quotes the
 * first two, About the others (src/pages/index.astro and about.astro).
 */
export async function loadTestimonials() {
  const entries = (await getCollection("testimonials")).sort(
    (a, b) =>
      (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || a.id.localeCompare(b.id, "en"),
  );
  return Promise.all(
    entries.map(async ({ id, data }) => ({
      ...data,
      id,
      portrait: data.portrait && (await getImage({ src: data.portrait, ...PORTRAIT })),
    })),
  );
}

/** What a testimonial card shows: its front matter, the portrait made small and square for it. */
export type TestimonialData = Awaited<ReturnType<typeof loadTestimonials>>[number];
