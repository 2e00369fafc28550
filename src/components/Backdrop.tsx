/**
 * The accent light behind a page's opening: two low-alpha glows of `--glow` in opposite corners
 * and a faint grid of hairlines that fades out from the top. CSS only, purely decorative, and
 * placed under the content (its parent sets `relative isolate`). The glows sit at the edges,
 * away from the text, so every line keeps its contrast in both themes.
 *
 * Each part paints only the box where it shows and fades out by its own gradient, with no mask:
 * a theme switch repaints all of it, and on a phone that paint is what the switch waits for. The
 * grid fades into the page's colour under a gradient of it, the glows lie above. A right-to-left
 * page shows it mirrored. From the `sm` width up only: on a phone its gradients were a third of
 * what the theme switch waited for (docs/performance.md), and a phone's first screen is the
 * portrait and the headline anyway.
 */
export function Backdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 -top-24 bottom-0 -z-10 overflow-hidden max-sm:hidden rtl:-scale-x-100"
    >
      <div className="absolute inset-x-0 top-0 h-3/5 bg-[radial-gradient(ellipse_70%_100%_at_70%_0%,transparent,var(--canvas)),linear-gradient(var(--line)_1px,transparent_1px),linear-gradient(90deg,var(--line)_1px,transparent_1px)] bg-size-[100%_100%,3.5rem_3.5rem,3.5rem_3.5rem]" />
      <div className="absolute top-0 right-0 h-[18.2rem] w-[28rem] bg-[radial-gradient(28rem_18.2rem_at_100%_0%,var(--glow),transparent)]" />
      <div className="absolute bottom-0 left-0 h-[30.8rem] w-[23.8rem] bg-[radial-gradient(23.8rem_15.4rem_at_0%_50%,var(--glow),transparent)]" />
    </div>
  );
}
