import type { CasePicture } from "./picture";

/**
 * Makes the shown one of the two pictures just parsed eager, so it is requested as soon as its tag
 * is read, as a priority picture without a variant is; without script it loads once the page is
 * laid out. Its attribute keeps the build from taking it for an island's script.
 */
const FETCH_SHOWN =
  '{let d=document.currentScript.previousElementSibling;(document.documentElement.classList.contains("dark")?d:d.previousElementSibling).querySelector("img").loading="eager"}';

/**
 * One picture of a case study. `priority` is for the one picture the first screen shows (the
 * first card's cover, a case study's own cover): fetched first. Every other picture waits until
 * it nears the screen. Width and height hold its place, so nothing shifts.
 *
 * A picture with a dark variant is two, each displayed in its own theme only (the `dark` class on
 * <html>, which a media query cannot see), and both lazy: browsers do not fetch a lazy image that
 * is not displayed, so a page downloads the one its theme shows, and the other only once the
 * theme is switched. The priority picture's pair is followed by FETCH_SHOWN. A picture without
 * a variant is dimmed a little in the dark theme, so a bright screenshot does not glare on the
 * dark page.
 */
export function CasePictureView({
  picture,
  priority = false,
}: {
  picture: CasePicture;
  priority?: boolean;
}) {
  const { dark } = picture;
  const versions = dark
    ? [
        { ...picture, display: "block dark:hidden" },
        { ...dark, display: "hidden dark:block" },
      ]
    : [{ ...picture, display: "block dark:brightness-[.85]" }];
  const pictures = versions.map(({ avif, img, display }) => (
    <picture key={img.src}>
      <source type="image/avif" srcSet={avif} sizes={img.sizes} />
      <img
        {...img}
        loading={priority && !dark ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`h-auto w-full bg-surface-2 ${display}`}
      />
    </picture>
  ));
  if (!priority || !dark) return pictures;
  return [
    ...pictures,
    <script key="fetch" data-shown="" dangerouslySetInnerHTML={{ __html: FETCH_SHOWN }} />,
  ];
}
