import { getImage } from "astro:assets";

/**
 * The widths made of a picture for each place (the browser picks one from `sizes`), and where it
 * shows and how wide: a card is half the page from sm up (the page is 72rem wide), the whole
 * width below; the first card (`feature`) spans the page, its picture three fifths of it from lg
 * up; the cover and the gallery of a case study's page are at most the page's width.
 */
const PLACES = {
  card: {
    widths: [400, 640, 960],
    sizes: "(min-width: 1152px) 35rem, (min-width: 640px) 45vw, 92vw",
  },
  feature: { widths: [640, 960, 1280], sizes: "(min-width: 1024px) 43rem, 92vw" },
  cover: { widths: [640, 960, 1280, 1600], sizes: "(min-width: 1200px) 72rem, 94vw" },
  gallery: { widths: [400, 640, 960, 1280], sizes: "(min-width: 768px) 34rem, 92vw" },
};

/**
 * Encodes one picture, and its dark variant when it has one, as AVIF and WebP (which every
 * browser the site supports shows) at the widths up to its own. Runs at build time in the page
 * (.astro), which hands the result to the view as plain data: for each file, the AVIF `srcset`
 * and the `<img>`'s attributes, the WebP ones sized as the largest file.
 */
export async function casePicture(
  { src, alt, dark }: { src: ImageMetadata; alt: string; dark?: ImageMetadata | undefined },
  place: keyof typeof PLACES,
) {
  const { sizes } = PLACES[place];
  const encode = async (image: ImageMetadata) => {
    const widths = PLACES[place].widths.filter((width) => width <= image.width);
    if (widths.length === 0) widths.push(image.width);
    const options = { src: image, widths, sizes };
    const [avif, webp] = await Promise.all([
      getImage({ ...options, format: "avif" }),
      getImage({ ...options, format: "webp" }),
    ]);
    const width = widths[widths.length - 1] ?? image.width;
    const height = Math.round((image.height / image.width) * width);
    const img = { src: webp.src, srcSet: webp.srcSet.attribute, sizes, width, height, alt };
    return { avif: avif.srcSet.attribute, img };
  };
  const [light, darkVariant] = await Promise.all([encode(src), dark && encode(dark)]);
  return { ...light, dark: darkVariant };
}

export type CasePicture = Awaited<ReturnType<typeof casePicture>>;
