import type { CasePicture } from "./picture";

/**
 * One picture of a case study. `priority` is for the one picture the first screen shows (the
 * first card's cover, a case study's own cover): fetched first and at once. Every other picture
 * waits until it nears the screen. Width and height hold its place, so nothing shifts. In the dark
 * theme it is dimmed a little, so a bright screenshot does not glare on the dark page.
 */
export function CasePictureView({
  picture,
  priority = false,
}: {
  picture: CasePicture;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={picture.img.sizes} />
      <img
        {...picture.img}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="block h-auto w-full bg-surface-2 dark:brightness-[.85]"
      />
    </picture>
  );
}
