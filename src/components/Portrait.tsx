import type { portraitPicture } from "./portraitPicture";

/**
 * The owner's photo (`portrait` in site.config.ts), with the owner's name as its text
 * alternative; nothing without one (the home page shows the owner's work in its place).
 */

/** A photo as astro:assets made it for one place (portraitPicture.ts). */
export type PortraitPicture = NonNullable<Awaited<ReturnType<typeof portraitPicture>>>;

/**
 * Where a portrait is shown, and its largest size there in CSS pixels: the photo is made at this
 * size and twice it. A phone shows it smaller from the same files: 112 px on home, 160 on About.
 */
export const PORTRAIT_SIZES = { home: 208, about: 224 } as const;
export type PortraitPlace = keyof typeof PORTRAIT_SIZES;

/** Tailwind classes for each size above (size-28 is 112 px, size-40 160, size-52 208, size-56 224). */
const PLACE_CLASS = { home: "size-28 md:size-52", about: "size-40 lg:size-56" };

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
  if (!picture) return null;
  // A soft accent ring held off the face by a gap in the page's colour, and a glow beneath; the
  // margin keeps the ring inside the text's column.
  const shape =
    `${PLACE_CLASS[place]} m-2 shrink-0 rounded-full shadow-[0_0_0_4px_var(--canvas),0_0_0_8px_var(--accent-soft),0_24px_48px_-16px_var(--glow)] ${className}`.trim();
  return (
    <picture className={`${shape} block overflow-hidden bg-accent-soft`}>
      <source type="image/avif" srcSet={picture.avifSrcSet} />
      {/* Lazy, though in the first screen of both pages: requested once the page is laid out, it
          no longer holds back the first paint of the page's text (About's largest paint came
          150 ms sooner on the bench's phone), and it is a few kilobytes. */}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        width={picture.width}
        height={picture.height}
        alt={name}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}
