import { FaMoon, FaSun } from "react-icons/fa6";
import { useTheme } from "../features/theme/useTheme";

/**
 * A 56 × 28 switch inside a 56 × 44 touch target. Its look follows the `dark` class (set
 * before first paint), so it is right even before the page is interactive.
 */
export function ThemeSwitch() {
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === "dark"}
      aria-label="Dark mode"
      onClick={toggle}
      className="group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full"
      data-testid="theme-switch"
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
