/**
 * A line icon on a 24 px grid drawn in `currentColor`: decorative unless given a `label`.
 * Each feature keeps its own set of paths and wraps this (marketing `Icon`, auth `AuthIcon`).
 */
export function LineIcon({ d, size = 24, label, className }: { d: string; size?: number; label?: string; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
