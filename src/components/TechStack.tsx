import { FaPause, FaPlay } from "react-icons/fa6";
import { href } from "../routes";
import { TECH_ICON_SPRITE, techIconId } from "./techIconSprite";

function TechList({ items, copy }: { items: readonly string[]; copy: boolean }) {
  return (
    <ul
      className="marquee-copy flex shrink-0 items-center justify-around gap-4 px-2"
      aria-hidden={copy || undefined}
    >
      {items.map((name) => (
        <li
          key={name}
          className="flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-800 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
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
      className="marquee overflow-hidden py-2"
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
    <div>
      <div className="mb-4 flex items-center justify-center gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
          Tech Stack
        </h2>
        <button
          type="button"
          aria-pressed="false"
          data-marquee-pause
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 motion-reduce:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label="Pause the scrolling tech stack"
        >
          <FaPause aria-hidden="true" className="icon-pause" />
          <FaPlay aria-hidden="true" className="icon-play" />
        </button>
      </div>
      <div className="flex flex-col gap-2">
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
