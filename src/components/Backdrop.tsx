/**
 * The accent light behind a page's opening: two low-alpha glows of `--glow` in opposite corners
 * and a faint grid of hairlines that fades out from the top. CSS only, purely decorative, and
 * placed under the content (its parent sets `relative isolate`). The glows sit at the edges,
 * away from the text, so every line keeps its contrast in both themes.
 */
export function Backdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 -top-24 bottom-0 -z-10 mask-[linear-gradient(black_60%,transparent)] bg-[radial-gradient(40rem_26rem_at_100%_0%,var(--glow),transparent_70%),radial-gradient(34rem_22rem_at_0%_80%,var(--glow),transparent_70%)]"
    >
      <div className="size-full bg-[linear-gradient(var(--line)_1px,transparent_1px),linear-gradient(90deg,var(--line)_1px,transparent_1px)] bg-size-[3.5rem_3.5rem] mask-[radial-gradient(ellipse_70%_60%_at_70%_0%,black,transparent)]" />
    </div>
  );
}
