/**
 * The accent light behind a page's opening: two low-alpha glows of `--glow` in opposite corners
 * and a faint grid of hairlines that fades out from the top. CSS only, purely decorative, and
 * placed under the content (its parent sets `relative isolate`). The glows sit at the edges,
 * away from the text, so every line keeps its contrast in both themes.
 *
 * Each part paints only the box where it shows and fades out by its own gradient, with no mask
 * over the whole: a theme switch repaints all of it, and on a phone that paint is what the switch
 * waits for. Only the grid keeps a mask, over the top part where it is seen.
 */
export function Backdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 -top-24 bottom-0 -z-10 overflow-hidden"
    >
      <div className="absolute top-0 right-0 h-[18.2rem] w-[28rem] bg-[radial-gradient(28rem_18.2rem_at_100%_0%,var(--glow),transparent)]" />
      <div className="absolute bottom-0 left-0 h-[30.8rem] w-[23.8rem] bg-[radial-gradient(23.8rem_15.4rem_at_0%_50%,var(--glow),transparent)]" />
      <div className="absolute inset-x-0 top-0 h-3/5 bg-[linear-gradient(var(--line)_1px,transparent_1px),linear-gradient(90deg,var(--line)_1px,transparent_1px)] bg-size-[3.5rem_3.5rem] mask-[radial-gradient(ellipse_70%_100%_at_70%_0%,black,transparent)]" />
    </div>
  );
}
