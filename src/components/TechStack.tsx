import { FaPause, FaPlay } from "react-icons/fa6";
import { Icon } from "./icons";
import { href } from "../routes";
import { TECH_ICON_SPRITE, techIconId } from "./iconSprite";
import { SectionHeading } from "./SectionHeading";

function TechList({ items, copy }: { items: readonly string[]; copy: boolean }) {
  return (
    <ul
      className="marquee-copy flex shrink-0 items-center justify-around gap-3 px-1.5"
      aria-hidden={copy || undefined}
    >
      {items.map((name) => (
        <li key={name} className="tech-pill">
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
  );
}

function MarqueeRow({
  items,
  direction,
  label,
}: {
  items: readonly string[];
  direction: "left" | "right";
  label: string;
}) {
  return (
    // Focusable, so a keyboard user can hold a row still to read it, as hovering does.
    <div
      className="marquee overflow-hidden py-1.5"
      data-paused="false"
      data-marquee
      data-testid={`marquee-${direction}`}
      role="group"
      aria-label={label}
      tabIndex={0}
    >
      <div className="marquee-track flex w-max" data-direction={direction}>
        <TechList items={items} copy={false} />
        <TechList items={items} copy />
      </div>
    </div>
  );
}

/**
 * Two rows moving in opposite directions, one loop every 15 s. They pause while hovered or
 * focused (CSS) and with the button (the page script); with reduced motion they stand still and
 * wrap.
 */
export function TechStack({ tech, headingId }: { tech: readonly string[]; headingId: string }) {
  const half = Math.ceil(tech.length / 2);
  const rows = [tech.slice(0, half), tech.slice(half)].filter((row) => row.length > 0);
  return (
    // The band spans the page's width; its heading lines up with the other sections' text.
    // Below the first screen the browser skips the band's styles, layout and animation until it
    // nears the viewport: a theme switch then restyles only what is on screen.
    <div
      data-tech-band
      className="border-y border-line bg-surface-2 py-12 [contain-intrinsic-size:auto_18rem] [content-visibility:auto] sm:py-16"
    >
      <div className="mx-auto mb-6 flex max-w-page items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <SectionHeading id={headingId} label="toolbox">
            Tech Stack
          </SectionHeading>
        </div>
        <button
          type="button"
          aria-pressed="false"
          data-marquee-pause
          className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card hover:text-accent motion-reduce:hidden"
          aria-label="Pause the scrolling tech stack"
        >
          <Icon icon={FaPause} aria-hidden="true" className="icon-pause" />
          <Icon icon={FaPlay} aria-hidden="true" className="icon-play" />
        </button>
      </div>
      <div className="flex flex-col gap-1">
        {rows.map((row, index) => (
          <MarqueeRow
            key={index}
            items={row}
            direction={index % 2 === 0 ? "left" : "right"}
            label={`Tech stack, row ${index + 1} of ${rows.length}`}
          />
        ))}
      </div>
    </div>
  );
}
