import { FaMoon, FaSun } from "react-icons/fa6";
import { Icon } from "./icons";

/**
 * A 56 × 28 switch inside a 56 × 44 touch target, in the theme's own roles: a tinted track and
 * a knob ringed in the accent (which the build checks for contrast on every surface). Its look
 * follows the `dark` class (set before first paint); the page script keeps `aria-checked` in
 * step and flips the theme.
 */
export function ThemeSwitch() {
  return (
    <button
      type="button"
      role="switch"
      aria-checked="false"
      aria-label="Dark mode"
      className="group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full"
      data-testid="theme-switch"
      data-theme-switch
    >
      <span
        aria-hidden="true"
        className="relative inline-flex h-7 w-14 items-center rounded-full border border-line-strong bg-surface-2 text-muted"
      >
        <Icon icon={FaSun} className="absolute left-1.5" size={13} />
        <Icon icon={FaMoon} className="absolute right-1.5" size={13} />
        {/* The knob covers the icon of the theme in use, leaving the other one to switch to. */}
        <span
          data-theme-knob
          className="absolute left-0.5 size-[22px] rounded-full bg-surface shadow-card ring-1 ring-accent transition-transform duration-(--duration-fast) ease-out-soft dark:translate-x-7"
        />
      </span>
    </button>
  );
}
