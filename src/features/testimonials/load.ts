import { getImage } from "astro:assets";
import { getCollection, type CollectionEntry } from "astro:content";
import type { TestimonialData } from "./types";

export type TestimonialEntry = CollectionEntry<"testimonials">;

/** By `order`, then by file name. */
export const byOrder = (entries: readonly TestimonialEntry[]): TestimonialEntry[] =>
  [...entries].sort(
    (a, b) =>
      (a.data.order ?? Number.MAX_SAFE_INTEGER) - (b.data.order ?? Number.MAX_SAFE_INTEGER) ||
      a.id.localeCompare(b.id),
  );

/** Portraits show at 44 px: made at 1x and 2x, square, as WebP. */
const PORTRAIT_SIZE = 44;

/** Every testimonial, ready for a card. */
export async function loadTestimonials(): Promise<TestimonialData[]> {
  return Promise.all(
    byOrder(await getCollection("testimonials")).map(async ({ id, data }) => {
      const portrait = data.portrait
        ? await getImage({
            src: data.portrait,
            width: PORTRAIT_SIZE,
            height: PORTRAIT_SIZE,
            densities: [1, 2],
            format: "webp",
            fit: "cover",
          })
        : undefined;
      return {
        id,
        quote: data.quote,
        name: data.name,
        role: data.role,
        company: data.company,
        link: data.link,
        portrait: portrait && {
          src: portrait.src,
          srcSet: portrait.srcSet.attribute,
          width: PORTRAIT_SIZE,
          height: PORTRAIT_SIZE,
        },
      };
    }),
  );
}
