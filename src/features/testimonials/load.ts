import type { UnresolvedImageTransform } from "astro";
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import { entriesIn, type Language } from "../../lib/i18n";
import { defaultLanguage } from "../../site";
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
export async function loadTestimonials(lang: Language = defaultLanguage) {
  const entries = entriesIn(await getCollection("testimonials"), lang, defaultLanguage).sort(
    (a, b) =>
      (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || a.slug.localeCompare(b.slug, "en"),
  );
  return Promise.all(
    entries.map(async ({ slug, marks, data }) => ({
      ...data,
      id: slug,
      marks,
      portrait: data.portrait && (await getImage({ src: data.portrait, ...PORTRAIT })),
    })),
  );
}

/** What a testimonial card shows: its front matter, the portrait made small and square for it. */
export type TestimonialData = Awaited<ReturnType<typeof loadTestimonials>>[number];
