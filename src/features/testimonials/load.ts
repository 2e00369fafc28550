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

/** How many testimonials the home page quotes: the first ones; About quotes the others. */
const ON_HOME = 2;

/** The testimonials one page quotes, ready for a card: by `order`, then by file name. */
export async function loadTestimonials(page: "home" | "about") {
  const entries = (await getCollection("testimonials")).sort(
    (a, b) =>
      (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || a.id.localeCompare(b.id, "en"),
  );
  const shown = page === "home" ? entries.slice(0, ON_HOME) : entries.slice(ON_HOME);
  return Promise.all(
    shown.map(async ({ id, data }) => ({
      ...data,
      id,
      portrait: data.portrait && (await getImage({ src: data.portrait, ...PORTRAIT })),
    })),
  );
}

/** What a testimonial card shows: its front matter, the portrait made small and square for it. */
export type TestimonialData = Awaited<ReturnType<typeof loadTestimonials>>[number];
