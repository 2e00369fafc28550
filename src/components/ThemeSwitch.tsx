import { FaMoon, FaSun } from "react-icons/fa6";

/**
 * A 56 × 28 switch inside a 56 × 44 touch target. Its look follows the `dark` class (set
 * before first paint); the page script keeps `aria-checked` in step and flips the theme.
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
        className="relative inline-flex h-7 w-14 items-center rounded-full border border-slate-400 bg-slate-200 transition-colors dark:border-slate-500 dark:bg-slate-700"
      >
        <FaSun className="absolute left-1.5 text-amber-700 dark:text-slate-400" size={13} />
        <FaMoon className="absolute right-1.5 text-slate-500 dark:text-amber-200" size={13} />
        <span className="absolute left-0.5 size-[22px] rounded-full bg-white shadow ring-1 ring-slate-300 transition-transform dark:translate-x-7 dark:bg-slate-900 dark:ring-slate-500" />
      </span>
    </button>
  );
}
