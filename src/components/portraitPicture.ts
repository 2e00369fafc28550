import { getImage } from "astro:assets";
import portrait from "virtual:portfolio/portrait";
import { PORTRAIT_SIZES, type PortraitPlace } from "./Portrait";

/**
 * The owner's photo for one place on the site, cropped square to its size there and encoded as
 * AVIF and WebP at 1x and 2x; undefined when site.config.ts names no portrait. Runs at build
 * time in the page (.astro), which hands the result to the view as plain data.
 */
export async function portraitPicture(place: PortraitPlace) {
  if (!portrait) return undefined;
  const size = PORTRAIT_SIZES[place];
  const options = { src: portrait, width: size, height: size, fit: "cover", densities: [1, 2] };
  const [avif, webp] = await Promise.all([
    getImage({ ...options, format: "avif" }),
    getImage({ ...options, format: "webp" }),
  ]);
  // The srcset lists 1x and 2x; a photo smaller than 2x the size has only its 1x file.
  const srcSet = (image: typeof webp) => image.srcSet.attribute || `${image.src} 1x`;
  return {
    // Tried before the <img>'s WebP, which every browser the site supports shows.
    avifSrcSet: srcSet(avif),
    src: webp.src,
    srcSet: srcSet(webp),
    width: Number(webp.attributes.width ?? size),
    height: Number(webp.attributes.height ?? size),
  };
}
