import { FaPause, FaPlay } from "react-icons/fa6";
import { Icon } from "./icons";
import { fill, type Strings } from "../lib/i18n";
import { href } from "../routes";
import { site } from "../site";
import { TECH_ICON_SPRITE, techIconId } from "./iconSprite";
import { SectionHeading } from "./SectionHeading";

/**
 * The config's technologies in two rows moving in opposite directions, one loop every 15 s; none
 * without any. They pause while hovered or focused (CSS) and with the button (the page script);
 * with reduced motion they stand still and wrap.
 */
export function TechStack({ t }: { t: Strings }) {
  if (site.tech.length === 0) return null;
  const half = Math.ceil(site.tech.length / 2);
  const rows = [site.tech.slice(0, half), site.tech.slice(half)].filter((row) => row.length > 0);
  return (
    // The band spans the page's width; its heading lines up with the other sections' text.
    // Below the first screen the browser skips the band's styles, layout and animation until it
    // nears the viewport: a theme switch then restyles only what is on screen.
    <section
      aria-labelledby="tech-stack"
      data-tech-band
      className="border-y border-line bg-surface-2 py-12 [contain-intrinsic-size:auto_18rem] [content-visibility:auto] sm:py-16"
    >
      <div className="mx-auto mb-6 flex max-w-page items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <SectionHeading id="tech-stack">{t["tech.heading"]}</SectionHeading>
        </div>
        <button
          type="button"
          aria-pressed="false"
          data-marquee-pause
          className="group/pause inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card not-in-[.js]:hidden hover:text-accent motion-reduce:hidden"
          aria-label={t["tech.pause"]}
        >
          <Icon icon={FaPause} aria-hidden="true" className="group-aria-pressed/pause:hidden" />
          <Icon icon={FaPlay} aria-hidden="true" className="group-not-aria-pressed/pause:hidden" />
        </button>
      </div>
      <div className="flex flex-col gap-1">
        {rows.map((row, index) => {
          const direction = index % 2 === 0 ? "left" : "right";
          return (
            // Focusable, so a keyboard user can hold a row still to read it, as hovering does.
            // The names fade in and out at the edges instead of being cut off; standing still (with
            // reduced motion), the rows wrap, unfaded, without the second copy.
            <div
              key={direction}
              className="group/marquee overflow-hidden py-1.5 motion-safe:mask-[linear-gradient(to_right,transparent,black_5%,black_95%,transparent)]"
              data-paused="false"
              data-marquee
              data-testid={`marquee-${direction}`}
              role="group"
              aria-label={fill(t["tech.row"], { row: index + 1, rows: rows.length })}
              tabIndex={0}
            >
              <div
                className="flex w-max motion-safe:animate-[marquee_15s_linear_infinite] group-hover/marquee:[animation-play-state:paused] group-focus-within/marquee:[animation-play-state:paused] group-data-[paused=true]/marquee:[animation-play-state:paused] data-[direction=right]:[animation-direction:reverse] rtl:[--marquee-to:50%] motion-reduce:w-full"
                data-direction={direction}
              >
                {/* Each copy at least as wide as the viewport, so no gap shows on wide screens. */}
                {[false, true].map((copy) => (
                  <ul
                    key={String(copy)}
                    className="flex shrink-0 items-center justify-around gap-3 px-1.5 motion-safe:min-w-screen motion-reduce:w-full motion-reduce:min-w-0 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:aria-hidden:hidden"
                    aria-hidden={copy || undefined}
                  >
                    {row.map((name) => (
                      // Its icon in the brand's colour (the sprite holds the shades), or like
                      // its name in the text colour.
                      <li
                        key={name}
                        className="flex items-center gap-2 rounded-full border border-line bg-surface py-1.5 ps-2.5 pe-3.5 text-sm font-medium whitespace-nowrap text-ink shadow-card transition-transform duration-(--duration-fast) ease-out-soft hover:border-accent-soft motion-safe:hover:-translate-y-0.5"
                      >
                        <svg
                          aria-hidden="true"
                          focusable="false"
                          width={18}
                          height={18}
                          fill="currentColor"
                          stroke="currentColor"
                          strokeWidth={0}
                        >
                          <use href={`${href(TECH_ICON_SPRITE)}#${techIconId(name)}`} />
                        </svg>
                        {name}
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
