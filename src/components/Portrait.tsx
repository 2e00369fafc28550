/**
 * The owner's face: their photo (`portrait` in site.config.ts) or, without one, a monogram of
 * their initials on the accent colour. Either way one image with the owner's name as its text
 * alternative.
 */
import { initials } from "../lib/initials";

/** A photo as astro:assets made it for one place: AVIF and WebP at 1x and 2x. */
export interface PortraitPicture {
  /** Tried before the <img>. */
  avifSrcSet: string;
  /** WebP, which every browser the site supports shows. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * Where a portrait is shown, and its largest size there in CSS pixels: the photo is made at this
 * size and twice it. A phone shows it smaller from the same files: 112 px on home, 160 on About.
 */
export const PORTRAIT_SIZES = { home: 208, about: 224 } as const;
export type PortraitPlace = keyof typeof PORTRAIT_SIZES;

/** Tailwind classes for each size above (size-28 is 112 px, size-40 160, size-52 208, size-56 224). */
const PLACE_CLASS: Record<PortraitPlace, string> = {
  home: "size-28 text-4xl md:size-52 md:text-6xl",
  about: "size-40 text-5xl lg:size-56 lg:text-6xl",
};

export function Portrait({
  name,
  picture,
  place,
  className = "",
}: {
  name: string;
  picture: PortraitPicture | undefined;
  place: PortraitPlace;
  className?: string;
}) {
  // A soft accent ring held off the face by a gap in the page's colour, and a glow beneath.
  const shape =
    `${PLACE_CLASS[place]} shrink-0 rounded-full shadow-[0_0_0_4px_var(--canvas),0_0_0_8px_var(--accent-soft),0_24px_48px_-16px_var(--glow)] ${className}`.trim();
  if (!picture) {
    return (
      <div
        role="img"
        aria-label={name}
        // The accent, deepening towards its pressed shade (darker in the light theme, lighter in
        // the dark one), so the letters keep at least the contrast of the plain accent.
        className={`${shape} inline-flex items-center justify-center bg-accent bg-[linear-gradient(135deg,var(--accent)_30%,var(--accent-strong))] font-bold tracking-tight text-on-accent select-none`}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }
  return (
    <picture className={`${shape} block overflow-hidden bg-accent-soft`}>
      <source type="image/avif" srcSet={picture.avifSrcSet} />
      {/* Eager in both places: each is in the first screen of its page. */}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        width={picture.width}
        height={picture.height}
        alt={name}
        loading="eager"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}
