import type { CasePicture } from "./types";

/**
 * One picture of a case study. `priority` is for the one picture the first screen shows (the
 * first card's cover, a case study's own cover): fetched first and at once. Every other picture
 * waits until it nears the screen. Width and height hold its place, so nothing shifts. In the dark
 * theme it is dimmed a little, so a bright screenshot does not glare on the dark page.
 */
export function CasePictureView({
  picture,
  priority = false,
  className = "",
}: {
  picture: CasePicture;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={["block h-auto w-full bg-surface-2 dark:brightness-[.85]", className]
          .filter(Boolean)
          .join(" ")}
      />
    </picture>
  );
}
