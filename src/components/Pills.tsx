/** Short names as a list of pills: a post's tags, a case study's stack. None, no list. */
export function Pills({
  label,
  names,
  className = "",
}: {
  label: string;
  names: readonly string[];
  className?: string;
}) {
  if (names.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 font-mono text-xs ${className}`}>
      {names.map((name) => (
        <li key={name} className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5">
          {name}
        </li>
      ))}
    </ul>
  );
}
